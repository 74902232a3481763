import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionResult } from '../../graphql/action-result';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import { landingAdminMessages } from './landing-admin.messages';
import type { LandingAdminService } from './landing-admin.service';
import { LandingContentInput, LandingContentItem, LandingSectionSummary } from './landing-admin.types';

@Authorized('ADMIN')
@Resolver(() => LandingContentItem)
export class LandingAdminResolver {
  constructor(private readonly landing: LandingAdminService) {}

  @Query(() => [LandingContentItem], {
    description:
      'Admin: every landing item by section and order; with a keyword (Persian-normalised), those whose key, title, subtitle or content hold it.',
  })
  adminLandingContents(@Arg('keyword', () => String, { nullable: true }) keyword?: string | null) {
    return this.landing.list(keyword);
  }

  @Query(() => [LandingContentItem], { description: 'Admin: the active landing items.' })
  adminActiveLandingContents() {
    return this.landing.active();
  }

  @Query(() => LandingContentItem, {
    nullable: true,
    description:
      'Admin: the item of a section key the home page uses (the first active one), else the first.',
  })
  adminLandingContentByKey(@Arg('key', () => String) key: string) {
    return this.landing.byKey(key);
  }

  @Query(() => LandingContentItem, { nullable: true, description: 'Admin: one landing item.' })
  adminLandingContent(@Arg('id', () => Int) id: number) {
    return this.landing.byId(id);
  }

  @Query(() => [LandingSectionSummary], {
    description: 'Admin: the five landing sections with their item and active counts.',
  })
  adminLandingSections() {
    return this.landing.sections();
  }

  @Mutation(() => LandingContentItem, { description: 'Admin: add a landing item.' })
  createLandingContent(
    @Arg('input', () => LandingContentInput) input: LandingContentInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.landing.create(viewerOf(ctx), input);
  }

  @Mutation(() => LandingContentItem, { description: 'Admin: edit a landing item.' })
  updateLandingContent(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => LandingContentInput) input: LandingContentInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.landing.update(viewerOf(ctx), id, input);
  }

  @Mutation(() => LandingContentItem, { description: 'Admin: switch a landing item on or off.' })
  toggleLandingContent(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.landing.toggle(viewerOf(ctx), id);
  }

  @Mutation(() => ActionResult, { description: 'Admin: delete a landing item.' })
  async deleteLandingContent(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ActionResult> {
    await this.landing.remove(viewerOf(ctx), id);
    return { ok: true, message: landingAdminMessages.deleted };
  }

  @Mutation(() => [LandingContentItem], {
    description: 'Admin: replace every landing item with the built-in defaults (the seed texts).',
  })
  initializeLandingContent(@Ctx() ctx: RequestContext) {
    return this.landing.initialize(viewerOf(ctx));
  }
}
