import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionResult } from '../../graphql/action-result';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import type { PageLayoutAdminService } from './page-layout-admin.service';
import { pageLayoutMessages } from './page-layouts.messages';
import { PageLayout, PageLayoutInput, PageLayoutTemplate, PageLayoutVersion } from './page-layouts.types';

@Authorized('ADMIN')
@Resolver(() => PageLayout)
export class PageLayoutAdminResolver {
  constructor(private readonly layouts: PageLayoutAdminService) {}

  @Query(() => [PageLayout], {
    description: 'Admin: every layout as its working draft; search matches name, page key or description.',
  })
  adminPageLayouts(@Arg('search', () => String, { nullable: true }) search?: string | null) {
    return this.layouts.list(search);
  }

  @Query(() => PageLayout, { nullable: true, description: 'Admin: one layout (its working draft).' })
  adminPageLayout(@Arg('id', () => Int) id: number) {
    return this.layouts.get(id);
  }

  @Query(() => [PageLayoutTemplate], { description: 'Admin: the built-in starting layouts.' })
  pageLayoutTemplates() {
    return this.layouts.templates();
  }

  @Query(() => [PageLayoutVersion], { description: "Admin: a layout's published versions, newest first." })
  pageLayoutVersions(@Arg('layoutId', () => Int) layoutId: number) {
    return this.layouts.versions(layoutId);
  }

  @Mutation(() => PageLayout, { description: 'Admin: add a layout (a draft until published).' })
  createPageLayout(@Arg('input', () => PageLayoutInput) input: PageLayoutInput, @Ctx() ctx: RequestContext) {
    return this.layouts.create(viewerOf(ctx), input);
  }

  @Mutation(() => PageLayout, {
    description: 'Admin: save the draft of a layout; the public page changes only when it is published.',
  })
  updatePageLayout(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PageLayoutInput) input: PageLayoutInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.layouts.update(viewerOf(ctx), id, input);
  }

  @Mutation(() => PageLayout, {
    description: 'Admin: publish the draft as the next version (nothing happens when it has no changes).',
  })
  publishPageLayout(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.layouts.publish(viewerOf(ctx), id);
  }

  @Mutation(() => PageLayout, {
    description: "Admin: copy a layout into a new draft named `name`, with a free page key ('privacy-copy').",
  })
  duplicatePageLayout(
    @Arg('id', () => Int) id: number,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: RequestContext,
  ) {
    return this.layouts.duplicate(viewerOf(ctx), id, name);
  }

  @Mutation(() => ActionResult, { description: 'Admin: delete a layout and its versions.' })
  async deletePageLayout(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ActionResult> {
    await this.layouts.remove(viewerOf(ctx), id);
    return { ok: true, message: pageLayoutMessages.deleted };
  }

  @Mutation(() => PageLayout, {
    description: 'Admin: copy a published version into the draft (publish it to show it again).',
  })
  restorePageLayoutVersion(
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int) version: number,
    @Ctx() ctx: RequestContext,
  ) {
    return this.layouts.restore(viewerOf(ctx), id, version);
  }

  @Mutation(() => [PageLayout], {
    description:
      'Admin: add the home layout and a published starter page for every footer link, where the page key is free.',
  })
  initializeDefaultPageLayouts(@Ctx() ctx: RequestContext) {
    return this.layouts.initializeDefaults(viewerOf(ctx));
  }
}
