import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import type { SiteSettingsService } from './settings.service';
import { SiteSettings, SiteSettingsInput } from './settings.types';

@Authorized('ADMIN')
@Resolver()
export class SiteSettingsAdminResolver {
  constructor(private readonly settings: SiteSettingsService) {}

  @Mutation(() => SiteSettings, { description: 'Admin: save the site settings (audited).' })
  updateSiteSettings(
    @Arg('input', () => SiteSettingsInput) input: SiteSettingsInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.settings.update(viewerOf(ctx), input);
  }
}
