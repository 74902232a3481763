import { Query, Resolver } from 'type-graphql';
import { Policy } from '../../graphql/policy';
import type { SiteSettingsService } from './settings.service';
import { SiteSettings } from './settings.types';

@Resolver()
export class SiteSettingsResolver {
  constructor(private readonly settings: SiteSettingsService) {}

  @Policy('public')
  @Query(() => SiteSettings, { description: 'The association’s public details and sign-up mode.' })
  siteSettings() {
    return this.settings.get();
  }
}
