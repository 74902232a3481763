import type { PropsOf } from '../layoutProps';

const HEIGHTS = { small: 'h-4', medium: 'h-8', large: 'h-16', xlarge: 'h-24' } as const;

/** spacer: empty room of one of four heights. */
export function SpacerBlock({ props }: { props: PropsOf<'SpacerProps'> }) {
  const height = HEIGHTS[props.height as keyof typeof HEIGHTS] ?? HEIGHTS.medium;
  return <div aria-hidden="true" className={height} />;
}
