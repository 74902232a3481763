import type { PageComponentProps } from '@common/page-layout';
import { createUnionType, Field, Int, ObjectType } from 'type-graphql';

// The nine component types of spec doc 3 §3 as GraphQL types. Choices are texts from a fixed list (the
// spec's own words, such as 'book-open' and '2xl', are not valid enum names); common/page-layout.ts reads
// the stored JSON into them, so every choice is one of its list and every address is safe or null.

@ObjectType({ description: 'A big banner: title, subtitle, background and up to two buttons.' })
export class HeroProps {
  @Field(() => String) title!: string;
  @Field(() => String) subtitle!: string;
  @Field(() => String, { description: 'gradient, color or image.' }) backgroundType!: string;
  @Field(() => Boolean) showSlideshow!: boolean;
  @Field(() => String) buttonText!: string;
  @Field(() => String, { nullable: true }) buttonLink!: string | null;
  @Field(() => String) secondaryButtonText!: string;
  @Field(() => String, { nullable: true }) secondaryButtonLink!: string | null;
  @Field(() => String, { nullable: true }) backgroundImage!: string | null;
  @Field(() => String, { nullable: true }) backgroundColor!: string | null;
}

@ObjectType({ description: 'One number of a stats block.' })
export class StatItem {
  @Field(() => String, { description: 'users, heart, trophy, book-open or star.' }) icon!: string;
  @Field(() => String) value!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'primary, green, yellow, purple, red or blue.' }) color!: string;
}

@ObjectType({ description: 'A title, a subtitle and a row of numbers.' })
export class StatsProps {
  @Field(() => String) title!: string;
  @Field(() => String) subtitle!: string;
  @Field(() => [StatItem]) items!: StatItem[];
}

@ObjectType({ description: 'One card of a programs block.' })
export class ProgramTeaser {
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) link!: string | null;
}

@ObjectType({ description: 'A title, a subtitle and program cards.' })
export class ProgramsProps {
  @Field(() => String) title!: string;
  @Field(() => String) subtitle!: string;
  @Field(() => [ProgramTeaser]) items!: ProgramTeaser[];
}

@ObjectType({ description: 'One quote of a testimonials block.' })
export class Testimonial {
  @Field(() => String) content!: string;
  @Field(() => String) name!: string;
  @Field(() => String) role!: string;
  @Field(() => String, { nullable: true }) avatar!: string | null;
  @Field(() => Int, { description: '0 to 5 (5 when not given).' }) rating!: number;
}

@ObjectType({ description: 'A title, a subtitle and quotes.' })
export class TestimonialsProps {
  @Field(() => String) title!: string;
  @Field(() => String) subtitle!: string;
  @Field(() => [Testimonial]) items!: Testimonial[];
}

@ObjectType({ description: 'A call to action: title, subtitle, two buttons and a background colour.' })
export class CtaProps {
  @Field(() => String) title!: string;
  @Field(() => String) subtitle!: string;
  @Field(() => String) primaryButtonText!: string;
  @Field(() => String, { nullable: true }) primaryButtonLink!: string | null;
  @Field(() => String) secondaryButtonText!: string;
  @Field(() => String, { nullable: true }) secondaryButtonLink!: string | null;
  @Field(() => String, { nullable: true }) backgroundColor!: string | null;
}

@ObjectType({ description: 'Rich text: HTML limited to the shared allow-list when shown.' })
export class TextBlockProps {
  @Field(() => String) content!: string;
  @Field(() => String, { description: 'right, left, center or justify.' }) textAlign!: string;
  @Field(() => String, { description: 'sm, base, lg, xl, 2xl or 3xl.' }) fontSize!: string;
  @Field(() => String, { nullable: true }) textColor!: string | null;
}

@ObjectType({ description: 'A picture with its caption.' })
export class ImageBlockProps {
  @Field(() => String, { nullable: true }) src!: string | null;
  @Field(() => String) alt!: string;
  @Field(() => String) caption!: string;
  @Field(() => String, { description: 'full, half or auto.' }) width!: string;
  @Field(() => String, { description: "A CSS length such as 320px, or '' for the picture's own." })
  height!: string;
  @Field(() => String, { description: 'right, center or left.' }) alignment!: string;
}

@ObjectType({ description: 'One button.' })
export class ButtonProps {
  @Field(() => String) text!: string;
  @Field(() => String, { nullable: true }) link!: string | null;
  @Field(() => String, { description: 'primary, secondary or outline.' }) style!: string;
  @Field(() => String, { description: 'small, medium or large.' }) size!: string;
  @Field(() => String, { description: 'right, center or left.' }) alignment!: string;
}

@ObjectType({ description: 'Empty room.' })
export class SpacerProps {
  @Field(() => String, { description: 'small, medium, large or xlarge.' }) height!: string;
}

export const PageComponentPropsUnion = createUnionType({
  name: 'PageComponentProps',
  types: () =>
    [
      HeroProps,
      StatsProps,
      ProgramsProps,
      TestimonialsProps,
      CtaProps,
      TextBlockProps,
      ImageBlockProps,
      ButtonProps,
      SpacerProps,
    ] as const,
  // common/page-layout.ts names each props object's type, as GraphQL will.
  resolveType: (props) => (props as unknown as PageComponentProps).__typename,
});

@ObjectType({ description: 'One component of a page layout.' })
export class PageComponent {
  @Field(() => String) id!: string;
  @Field(() => String, {
    description: 'hero, stats, programs, testimonials, cta, textBlock, imageBlock, button or spacer.',
  })
  type!: string;
  @Field(() => PageComponentPropsUnion, { nullable: true, description: 'Null for a type outside the nine.' })
  props!: PageComponentProps | null;
}

@ObjectType({ description: "A layout's components, read from its stored JSON." })
export class PageLayoutContent {
  @Field(() => [PageComponent]) components!: PageComponent[];
  @Field(() => String, {
    nullable: true,
    description: "Why the stored data could not be read at all ('error displaying components'), else null.",
  })
  error!: string | null;
}
