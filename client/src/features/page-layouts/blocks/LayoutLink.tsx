import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface LayoutLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A safe address from a layout: a router link inside the site, a normal link outside it. */
export function LayoutLink({ href, className, children }: LayoutLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href}
      className={className}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
