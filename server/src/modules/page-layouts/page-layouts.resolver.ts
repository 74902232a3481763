import { readLayout } from '@common/page-layout';
import { Arg, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { PageLayoutContent } from './page-component.types';
import type { PageLayoutService } from './page-layouts.service';
import { PageLayout } from './page-layouts.types';

@Resolver(() => PageLayout)
export class PageLayoutResolver {
  constructor(private readonly layouts: PageLayoutService) {}

  @Query(() => PageLayout, { nullable: true, description: 'A published page layout.' })
  publicPageLayout(@Arg('id', () => Int) id: number) {
    return this.layouts.findPublished(id);
  }

  @FieldResolver(() => PageLayoutContent, {
    description: 'The components with typed props (layoutData read once).',
  })
  content(@Root() layout: PageLayout): PageLayoutContent {
    return readLayout(layout.layoutData);
  }
}
