import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { PageLayoutContent } from './page-component.types';

@ObjectType({
  description:
    'A page built from components. Admins see the working draft; the public sees the last published version.',
})
export class PageLayout {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, {
    description:
      "Lower-case slug ('privacy', 'volunteer-guide'); once published the page is shown at /{pageKey}.",
  })
  pageKey!: string;
  @Field(() => Int, { description: 'The last published version (1 while never published).' })
  version!: number;
  @Field(() => Boolean, { description: 'True once a version has been published.' })
  isPublished!: boolean;
  @Field(() => Boolean, {
    description: 'True when the draft differs from the last published version (or none was published).',
  })
  hasUnpublishedChanges!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the last version was published.' })
  publishedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The public address of the published page: '/' and its published key (/pages/{id} for a key the site uses itself); null while never published.",
  })
  publicPath!: string | null;
  @Field(() => String, {
    description: 'JSON text (the REST shape): a list of {id, type, props, styles}; content reads it.',
  })
  layoutData!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType({ description: 'A published version of a layout, kept so that it can be restored.' })
export class PageLayoutVersion {
  @Field(() => Int) id!: number;
  @Field(() => Int) layoutId!: number;
  @Field(() => Int) version!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String) pageKey!: string;
  @Field(() => String, { description: 'JSON text of the components, as published.' }) layoutData!: string;
  @Field(() => PageLayoutContent) content!: PageLayoutContent;
  @Field(() => GraphQLISODateTime) publishedAt!: Date;
  @Field(() => Int, { nullable: true }) publishedBy!: number | null;
  @Field(() => String, { nullable: true, description: 'Who published it (null once that account is gone).' })
  publishedByName!: string | null;
  @Field(() => Boolean, { description: 'True for the version the public page shows.' })
  isLatest!: boolean;
}

@ObjectType({ description: 'A built-in starting point for a new layout.' })
export class PageLayoutTemplate {
  @Field(() => String, { description: "Stable key, e.g. 'text-page'." }) key!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'JSON text of the components (ids included).' }) layoutData!: string;
  @Field(() => PageLayoutContent) content!: PageLayoutContent;
}

@InputType({ description: 'The page layout form: name, page key, description and the components.' })
export class PageLayoutInput {
  @Field(() => String, { nullable: true, description: 'Required.' }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Required: lower-case letters, digits and hyphens ('about-us'); unique among layouts; not one of the site's own first path segments (admin, api, programs …).",
  })
  pageKey?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'JSON text: a list of {id, type, props, styles} of the nine types; blank is an empty page. textBlock HTML is sanitised.',
  })
  layoutData?: string | null;
}
