import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import type { SiteSettingsService } from './settings.service';
import { SiteSettings, SiteSettingsInput } from './settings.types';

@Resolver()
export class SiteSettingsResolver {
  constructor(private readonly settings: SiteSettingsService) {}

  @Query(() => SiteSettings, { description: 'The association’s public details and sign-up mode.' })
  siteSettings() {
    return this.settings.get();
  }

  @Authorized('ADMIN')
  @Mutation(() => SiteSettings, { description: 'Admin: save the site settings (audited).' })
  updateSiteSettings(
    @Arg('input', () => SiteSettingsInput) input: SiteSettingsInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.settings.update(viewerOf(ctx), input);
  }
}
