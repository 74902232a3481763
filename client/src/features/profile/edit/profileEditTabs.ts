import type { ProfileUpdateInput } from '@common/validation/profile';
import type { TabItem } from '../../../components/ui/Tabs';

export type ProfileEditTab = 'basic' | 'contact';

/** The two tabs; the product's third ('security', e-mail verification) has no tab button. */
export const PROFILE_EDIT_TABS: readonly TabItem<ProfileEditTab>[] = [
  { id: 'basic', label: 'اطلاعات پایه' },
  { id: 'contact', label: 'اطلاعات تماس' },
];

const FIELD_TABS: Record<keyof ProfileUpdateInput, ProfileEditTab> = {
  firstName: 'basic',
  lastName: 'basic',
  profileImageUrl: 'basic',
  phoneNumber: 'contact',
  organization: 'contact',
};

/** The tab holding the first of these fields (so a message on a hidden tab is brought into view). */
export function tabOfFirstField(fields: readonly string[]): ProfileEditTab | null {
  for (const field of fields) {
    if (field in FIELD_TABS) return FIELD_TABS[field as keyof ProfileUpdateInput];
  }
  return null;
}
