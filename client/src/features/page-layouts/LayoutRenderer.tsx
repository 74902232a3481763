import type { PageComponentType } from '@common/enums';
import { type ComponentType, useMemo } from 'react';
import { ButtonBlock } from './blocks/ButtonBlock';
import { CtaBlock } from './blocks/CtaBlock';
import { HeroBlock } from './blocks/HeroBlock';
import { ImageBlock } from './blocks/ImageBlock';
import { ProgramsBlock } from './blocks/ProgramsBlock';
import { SpacerBlock } from './blocks/SpacerBlock';
import { StatsBlock } from './blocks/StatsBlock';
import { TestimonialsBlock } from './blocks/TestimonialsBlock';
import { TextBlock } from './blocks/TextBlock';
import { UnknownBlock } from './blocks/UnknownBlock';
import { LayoutErrorBoundary } from './LayoutErrorBoundary';
import { LayoutErrorBox } from './LayoutErrorBox';
import { type LayoutComponent, type Props, parseLayoutData } from './layoutProps';

/** The nine component types of spec doc 3 §3 and what draws each. */
export const LAYOUT_BLOCKS: Record<PageComponentType, ComponentType<{ props: Props }>> = {
  hero: HeroBlock,
  stats: StatsBlock,
  programs: ProgramsBlock,
  testimonials: TestimonialsBlock,
  cta: CtaBlock,
  textBlock: TextBlock,
  imageBlock: ImageBlock,
  button: ButtonBlock,
  spacer: SpacerBlock,
};

function Block({ component }: { component: LayoutComponent }) {
  const Draw = Object.hasOwn(LAYOUT_BLOCKS, component.type)
    ? LAYOUT_BLOCKS[component.type as PageComponentType]
    : null;
  return Draw ? <Draw props={component.props} /> : <UnknownBlock type={component.type} />;
}

type Parsed = { ok: true; components: LayoutComponent[] } | { ok: false; message: string };

function parse(layoutData: string | unknown[]): Parsed {
  try {
    return { ok: true, components: parseLayoutData(layoutData) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

interface LayoutRendererProps {
  /** The layout's components: its JSON text as the API answers it, or the parsed list. */
  layoutData: string | unknown[];
}

/**
 * Draws a page layout (used by /pages/:id and, later, the admin page builder). Unknown types show an
 * 'unknown component type' box; bad layout data, or a component failing to draw, shows
 * 'خطا در نمایش مؤلفه‌ها' with the message.
 */
export function LayoutRenderer({ layoutData }: LayoutRendererProps) {
  const parsed = useMemo(() => parse(layoutData), [layoutData]);
  if (!parsed.ok) return <LayoutErrorBox message={parsed.message} />;
  return (
    <LayoutErrorBoundary>
      {parsed.components.map((component) => (
        <Block key={component.id} component={component} />
      ))}
    </LayoutErrorBoundary>
  );
}
