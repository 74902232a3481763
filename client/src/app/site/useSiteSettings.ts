import { useQuery } from '@apollo/client/react';
import { DEFAULT_SITE_SETTINGS, mapsUrlOf } from '@common/site-settings';
import { SiteSettingsDocument, type SiteSettingsFieldsFragment } from '../../gql/graphql';

const FALLBACK: SiteSettingsFieldsFragment = {
  __typename: 'SiteSettings',
  ...DEFAULT_SITE_SETTINGS,
  social: { __typename: 'SocialLinks', ...DEFAULT_SITE_SETTINGS.social },
  signupRequiresOtp: true,
};

/**
 * The association's details as the admin set them (public pages get them in the server's answer, so they
 * are there on the first paint); the defaults while the first answer is on its way or when it failed.
 */
export function useSiteSettings() {
  const { data } = useQuery(SiteSettingsDocument);
  const settings = data?.siteSettings ?? FALLBACK;
  return { ...settings, mapsUrl: mapsUrlOf(settings.address) };
}
