import type { ComponentType } from 'react';
import type { PageLayoutContentFieldsFragment } from '../../gql/graphql';
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
import type { LayoutComponent, PropsOf } from './layoutProps';

type Blocks = {
  [T in NonNullable<LayoutComponent['props']>['__typename']]: ComponentType<{ props: PropsOf<T> }>;
};

/** The nine component types of spec doc 3 §3 and what draws each. */
export const LAYOUT_BLOCKS: Blocks = {
  HeroProps: HeroBlock,
  StatsProps: StatsBlock,
  ProgramsProps: ProgramsBlock,
  TestimonialsProps: TestimonialsBlock,
  CtaProps: CtaBlock,
  TextBlockProps: TextBlock,
  ImageBlockProps: ImageBlock,
  ButtonProps: ButtonBlock,
  SpacerProps: SpacerBlock,
};

function Block({ component: { props, type } }: { component: LayoutComponent }) {
  if (!props) return <UnknownBlock type={type} />;
  const Draw = LAYOUT_BLOCKS[props.__typename] as ComponentType<{ props: typeof props }>;
  return <Draw props={props} />;
}

/**
 * Draws a page layout (used by /pages/:id and, later, the admin page builder) from the components the server
 * read. Unknown types show an 'unknown component type' box; data that could not be read, or a component
 * failing to draw, shows 'خطا در نمایش مؤلفه‌ها' with the message.
 */
export function LayoutRenderer({ content }: { content: PageLayoutContentFieldsFragment }) {
  if (content.error !== null) return <LayoutErrorBox message={content.error} />;
  return (
    <LayoutErrorBoundary>
      {content.components.map((component) => (
        <Block key={component.id} component={component} />
      ))}
    </LayoutErrorBoundary>
  );
}
