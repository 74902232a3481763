import { FOOTER_PAGES, type FooterPageKey } from '@common/footer-pages';
import type { LayoutDraft } from '../page-layout-store';
import { missionPage, reportsPage, teamPage } from './about';
import { homeLayout } from './home';
import { charityRulesPage, cookiesPage, privacyPage, termsPage } from './rules';
import { counselingPage, financialSupportPage } from './services';
import { faqPage, helpPage, supportPage } from './support';

/** The starter page of each footer link (common/footer-pages), written for this association. */
export const FOOTER_PAGE_LAYOUTS: Record<FooterPageKey, LayoutDraft> = {
  counseling: counselingPage,
  'financial-support': financialSupportPage,
  team: teamPage,
  mission: missionPage,
  reports: reportsPage,
  help: helpPage,
  faq: faqPage,
  support: supportPage,
  privacy: privacyPage,
  terms: termsPage,
  'charity-rules': charityRulesPage,
  cookies: cookiesPage,
};

/**
 * The layouts 'initialize defaults' adds, published, where their keys are free (and the seed adds too): the
 * home layout and a page for every footer link, in the footer's order.
 */
export const DEFAULT_PAGE_LAYOUTS: LayoutDraft[] = [
  homeLayout,
  ...FOOTER_PAGES.map(({ key }) => FOOTER_PAGE_LAYOUTS[key]),
];
