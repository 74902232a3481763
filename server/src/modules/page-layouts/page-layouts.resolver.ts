import { readLayout } from '@common/page-layout';
import { Arg, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Policy } from '../../graphql/policy';
import { PageLayoutContent } from './page-component.types';
import type { PageLayoutService } from './page-layouts.service';
import { PageLayout } from './page-layouts.types';

@Resolver(() => PageLayout)
export class PageLayoutResolver {
  constructor(private readonly layouts: PageLayoutService) {}

  @Policy('public')
  @Query(() => PageLayout, {
    nullable: true,
    description: 'The last published version of a page layout (null for a layout never published).',
  })
  publicPageLayout(@Arg('id', () => Int) id: number) {
    return this.layouts.findPublished(id);
  }

  @Policy('public')
  @Query(() => PageLayout, {
    nullable: true,
    description: "The page published under a page key ('privacy', 'faq' …), as the footer routes show it.",
  })
  publicPageByKey(@Arg('pageKey', () => String) pageKey: string) {
    return this.layouts.findPublishedByKey(pageKey);
  }

  @FieldResolver(() => PageLayoutContent, {
    description: 'The components with typed props (layoutData read once).',
  })
  content(@Root() layout: PageLayout): PageLayoutContent {
    return readLayout(layout.layoutData);
  }
}
