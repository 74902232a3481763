import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionResult } from '../../graphql/action-result';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import type { SlideAdminService } from './slide-admin.service';
import { SlideInput } from './slide-admin.types';
import { slideAdminMessages } from './slides.messages';
import { Slide } from './slides.types';

@Authorized('ADMIN')
@Resolver(() => Slide)
export class SlideAdminResolver {
  constructor(private readonly slides: SlideAdminService) {}

  @Query(() => [Slide], { description: 'Admin: every slide, published or not, by displayOrder then id.' })
  adminSlides() {
    return this.slides.list();
  }

  @Mutation(() => Slide, { description: 'Admin: add a slide to the home-page carousel.' })
  createSlide(@Arg('input', () => SlideInput) input: SlideInput, @Ctx() ctx: RequestContext) {
    return this.slides.create(viewerOf(ctx), input);
  }

  @Mutation(() => Slide, { description: 'Admin: edit a slide (the whole form).' })
  updateSlide(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SlideInput) input: SlideInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.slides.update(viewerOf(ctx), id, input);
  }

  @Mutation(() => ActionResult, { description: 'Admin: delete a slide.' })
  async deleteSlide(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<ActionResult> {
    await this.slides.remove(viewerOf(ctx), id);
    return { ok: true, message: slideAdminMessages.deleted };
  }

  @Mutation(() => [Slide], {
    description:
      'Admin: the drag order. `ids` names every slide once, first to last; they get displayOrder 1, 2, …',
  })
  reorderSlides(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: RequestContext) {
    return this.slides.reorder(viewerOf(ctx), ids);
  }
}
