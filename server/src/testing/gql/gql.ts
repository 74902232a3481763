/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query GraphqlDoorMyProfile { myProfile { id } }": typeof types.GraphqlDoorMyProfileDocument,
    "query ContactAdminSearchMessages($q: String) { adminContactMessages(q: $q, status: IN_PROGRESS) { totalElements content { id } } }": typeof types.ContactAdminSearchMessagesDocument,
    "query DonationAdminDaysList($programId: Int, $from: String, $to: String) {\n  adminDonations(programId: $programId, from: $from, to: $to) { totalElements content { id } }\n}": typeof types.DonationAdminDaysListDocument,
    "mutation EnrollmentsEnroll($courseId: Int!, $paymentMethod: String) {\n  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) {\n    enrollment { id status courseId amountPaid }\n    requiresGateway gatewayUrl message\n  }\n}": typeof types.EnrollmentsEnrollDocument,
    "query EnrollmentsCoursePage($id: Int!) {\n  publicCourse(id: $id) {\n    enrolledStudents\n    viewerEnrollment { id status }\n    chapters { lessons { title isFree contentAvailable } }\n  }\n}": typeof types.EnrollmentsCoursePageDocument,
    "query HealthHealth { health { status database databaseDriver } }": typeof types.HealthHealthDocument,
    "query LandingPublicLanding { publicLanding { stats { studentsHelped } } }": typeof types.LandingPublicLandingDocument,
    "query LandingTotalsStats { publicLanding { stats { studentsHelped donorsActive } } }": typeof types.LandingTotalsStatsDocument,
    "query LearningProgressPage($id: Int!) {\n  publicCourse(id: $id) {\n    viewerProgress { percent completedLessons totalLessons nextLessonId }\n    viewerCertificate { id }\n  }\n}": typeof types.LearningProgressPageDocument,
    "query LearningMyCourses { myCourses { id viewerProgress { nextLessonId } } }": typeof types.LearningMyCoursesDocument,
    "query LearningMyCertificates { myCertificates { id } }": typeof types.LearningMyCertificatesDocument,
    "mutation LearningClaimCertificate { claimCertificate(courseId: -1) { message } }": typeof types.LearningClaimCertificateDocument,
    "mutation NewsletterBadAddress { subscribeNewsletter(input: { email: \"x\" }) { message } }": typeof types.NewsletterBadAddressDocument,
    "query NotificationsRecentNotifications { recentNotifications(limit: 3) { id } }": typeof types.NotificationsRecentNotificationsDocument,
    "query NotificationsUnreadNotificationCount { unreadNotificationCount }": typeof types.NotificationsUnreadNotificationCountDocument,
    "query PageComponentsContent($id: Int!) { publicPageLayout(id: $id) { content {\n  error\n  components { id type props {\n    __typename\n    ... on HeroProps { title backgroundType buttonText buttonLink }\n    ... on StatsProps { items { icon value label color } }\n  } }\n} } }": typeof types.PageComponentsContentDocument,
    "query PageLayoutsPublicPageByKey { publicPageByKey(pageKey: \"draft\") { id } }": typeof types.PageLayoutsPublicPageByKeyDocument,
    "query PaymentMethodsActivePaymentMethods2 { activePaymentMethods(usage: BOTH) { code } }": typeof types.PaymentMethodsActivePaymentMethods2Document,
    "query BigSumsPublicPrograms($id: Int!) {\n        publicPrograms { content { raisedAmount targetBudget fundingPercentage } }\n        publicProgram(id: $id) { raisedAmount targetBudget }\n        programsAcceptingApplications { raisedAmount }\n        programsWithAvailableSlots { raisedAmount }\n        programStatistics { totalFundingRaised totalFundingTarget }\n        programDonationStats(programId: $id) { totalAmount averageDonation largestDonation }\n        programTopDonations(programId: $id) { amount }\n        programDonations(programId: $id) { content { amount } }\n        publicLanding { stats { fundsRaised } }\n        adminDonationStats { totalDonations monthlyDonations averageDonation }\n      }": typeof types.BigSumsPublicProgramsDocument,
    "query ProgramListsPublicProgram($id: Int!) { publicProgram(id: $id) {\n        eligibilityItems requiredDocumentItems benefitItems requirementItems timelineEvents { event date status }\n      } }": typeof types.ProgramListsPublicProgramDocument,
    "query ProgramsPublicPrograms { publicPrograms(search: \"پیش‌نویس\") { totalElements } }": typeof types.ProgramsPublicProgramsDocument,
    "query SlidesPublicSlides { publicSlides { title showTitle link } }": typeof types.SlidesPublicSlidesDocument,
    "query TransparencyTransparency($id: Int!) {\n  programTransparency(programId: $id) {\n    programId targetBudget moneyIn moneyOut donorCount\n    months { jalaliYear jalaliMonth monthName raised raisedToDate spent }\n    spendings { spentOn amount description receiptImageUrl }\n  }\n}": typeof types.TransparencyTransparencyDocument,
    "query TransparencyFinancialReport { financialReport(jalaliYear: 1404) {\n        jalaliYear years moneyIn moneyOut programs { programName moneyIn donationCount moneyOut }\n      } }": typeof types.TransparencyFinancialReportDocument,
    "query AdminAccountMe { me { userType } }": typeof types.AdminAccountMeDocument,
    "mutation LastAdminDeactivate($password: String!) {\n  deactivateAccount(input: { password: $password }) { ok message }\n}": typeof types.LastAdminDeactivateDocument,
    "mutation LastAdminDelete($password: String!) {\n  deleteAccount(input: { password: $password }) { ok message }\n}": typeof types.LastAdminDeleteDocument,
    "mutation LearningMarkDone($courseId: Int!, $lessonId: Int!) {\n  markLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { totalLessons completedLessons percent completedLessonIds nextLessonId nextLessonTitle }\n    certificate { id studentName courseTitle verificationCode verificationUrl downloadUrl }\n  }\n}": typeof types.LearningMarkDoneDocument,
    "mutation LearningUnmarkDone($courseId: Int!, $lessonId: Int!) {\n  unmarkLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { completedLessons percent nextLessonId }\n  }\n}": typeof types.LearningUnmarkDoneDocument,
};
const documents: Documents = {
    "query GraphqlDoorMyProfile { myProfile { id } }": types.GraphqlDoorMyProfileDocument,
    "query ContactAdminSearchMessages($q: String) { adminContactMessages(q: $q, status: IN_PROGRESS) { totalElements content { id } } }": types.ContactAdminSearchMessagesDocument,
    "query DonationAdminDaysList($programId: Int, $from: String, $to: String) {\n  adminDonations(programId: $programId, from: $from, to: $to) { totalElements content { id } }\n}": types.DonationAdminDaysListDocument,
    "mutation EnrollmentsEnroll($courseId: Int!, $paymentMethod: String) {\n  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) {\n    enrollment { id status courseId amountPaid }\n    requiresGateway gatewayUrl message\n  }\n}": types.EnrollmentsEnrollDocument,
    "query EnrollmentsCoursePage($id: Int!) {\n  publicCourse(id: $id) {\n    enrolledStudents\n    viewerEnrollment { id status }\n    chapters { lessons { title isFree contentAvailable } }\n  }\n}": types.EnrollmentsCoursePageDocument,
    "query HealthHealth { health { status database databaseDriver } }": types.HealthHealthDocument,
    "query LandingPublicLanding { publicLanding { stats { studentsHelped } } }": types.LandingPublicLandingDocument,
    "query LandingTotalsStats { publicLanding { stats { studentsHelped donorsActive } } }": types.LandingTotalsStatsDocument,
    "query LearningProgressPage($id: Int!) {\n  publicCourse(id: $id) {\n    viewerProgress { percent completedLessons totalLessons nextLessonId }\n    viewerCertificate { id }\n  }\n}": types.LearningProgressPageDocument,
    "query LearningMyCourses { myCourses { id viewerProgress { nextLessonId } } }": types.LearningMyCoursesDocument,
    "query LearningMyCertificates { myCertificates { id } }": types.LearningMyCertificatesDocument,
    "mutation LearningClaimCertificate { claimCertificate(courseId: -1) { message } }": types.LearningClaimCertificateDocument,
    "mutation NewsletterBadAddress { subscribeNewsletter(input: { email: \"x\" }) { message } }": types.NewsletterBadAddressDocument,
    "query NotificationsRecentNotifications { recentNotifications(limit: 3) { id } }": types.NotificationsRecentNotificationsDocument,
    "query NotificationsUnreadNotificationCount { unreadNotificationCount }": types.NotificationsUnreadNotificationCountDocument,
    "query PageComponentsContent($id: Int!) { publicPageLayout(id: $id) { content {\n  error\n  components { id type props {\n    __typename\n    ... on HeroProps { title backgroundType buttonText buttonLink }\n    ... on StatsProps { items { icon value label color } }\n  } }\n} } }": types.PageComponentsContentDocument,
    "query PageLayoutsPublicPageByKey { publicPageByKey(pageKey: \"draft\") { id } }": types.PageLayoutsPublicPageByKeyDocument,
    "query PaymentMethodsActivePaymentMethods2 { activePaymentMethods(usage: BOTH) { code } }": types.PaymentMethodsActivePaymentMethods2Document,
    "query BigSumsPublicPrograms($id: Int!) {\n        publicPrograms { content { raisedAmount targetBudget fundingPercentage } }\n        publicProgram(id: $id) { raisedAmount targetBudget }\n        programsAcceptingApplications { raisedAmount }\n        programsWithAvailableSlots { raisedAmount }\n        programStatistics { totalFundingRaised totalFundingTarget }\n        programDonationStats(programId: $id) { totalAmount averageDonation largestDonation }\n        programTopDonations(programId: $id) { amount }\n        programDonations(programId: $id) { content { amount } }\n        publicLanding { stats { fundsRaised } }\n        adminDonationStats { totalDonations monthlyDonations averageDonation }\n      }": types.BigSumsPublicProgramsDocument,
    "query ProgramListsPublicProgram($id: Int!) { publicProgram(id: $id) {\n        eligibilityItems requiredDocumentItems benefitItems requirementItems timelineEvents { event date status }\n      } }": types.ProgramListsPublicProgramDocument,
    "query ProgramsPublicPrograms { publicPrograms(search: \"پیش‌نویس\") { totalElements } }": types.ProgramsPublicProgramsDocument,
    "query SlidesPublicSlides { publicSlides { title showTitle link } }": types.SlidesPublicSlidesDocument,
    "query TransparencyTransparency($id: Int!) {\n  programTransparency(programId: $id) {\n    programId targetBudget moneyIn moneyOut donorCount\n    months { jalaliYear jalaliMonth monthName raised raisedToDate spent }\n    spendings { spentOn amount description receiptImageUrl }\n  }\n}": types.TransparencyTransparencyDocument,
    "query TransparencyFinancialReport { financialReport(jalaliYear: 1404) {\n        jalaliYear years moneyIn moneyOut programs { programName moneyIn donationCount moneyOut }\n      } }": types.TransparencyFinancialReportDocument,
    "query AdminAccountMe { me { userType } }": types.AdminAccountMeDocument,
    "mutation LastAdminDeactivate($password: String!) {\n  deactivateAccount(input: { password: $password }) { ok message }\n}": types.LastAdminDeactivateDocument,
    "mutation LastAdminDelete($password: String!) {\n  deleteAccount(input: { password: $password }) { ok message }\n}": types.LastAdminDeleteDocument,
    "mutation LearningMarkDone($courseId: Int!, $lessonId: Int!) {\n  markLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { totalLessons completedLessons percent completedLessonIds nextLessonId nextLessonTitle }\n    certificate { id studentName courseTitle verificationCode verificationUrl downloadUrl }\n  }\n}": types.LearningMarkDoneDocument,
    "mutation LearningUnmarkDone($courseId: Int!, $lessonId: Int!) {\n  unmarkLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { completedLessons percent nextLessonId }\n  }\n}": types.LearningUnmarkDoneDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlDoorMyProfile { myProfile { id } }"): (typeof documents)["query GraphqlDoorMyProfile { myProfile { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactAdminSearchMessages($q: String) { adminContactMessages(q: $q, status: IN_PROGRESS) { totalElements content { id } } }"): (typeof documents)["query ContactAdminSearchMessages($q: String) { adminContactMessages(q: $q, status: IN_PROGRESS) { totalElements content { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DonationAdminDaysList($programId: Int, $from: String, $to: String) {\n  adminDonations(programId: $programId, from: $from, to: $to) { totalElements content { id } }\n}"): (typeof documents)["query DonationAdminDaysList($programId: Int, $from: String, $to: String) {\n  adminDonations(programId: $programId, from: $from, to: $to) { totalElements content { id } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnrollmentsEnroll($courseId: Int!, $paymentMethod: String) {\n  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) {\n    enrollment { id status courseId amountPaid }\n    requiresGateway gatewayUrl message\n  }\n}"): (typeof documents)["mutation EnrollmentsEnroll($courseId: Int!, $paymentMethod: String) {\n  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) {\n    enrollment { id status courseId amountPaid }\n    requiresGateway gatewayUrl message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EnrollmentsCoursePage($id: Int!) {\n  publicCourse(id: $id) {\n    enrolledStudents\n    viewerEnrollment { id status }\n    chapters { lessons { title isFree contentAvailable } }\n  }\n}"): (typeof documents)["query EnrollmentsCoursePage($id: Int!) {\n  publicCourse(id: $id) {\n    enrolledStudents\n    viewerEnrollment { id status }\n    chapters { lessons { title isFree contentAvailable } }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HealthHealth { health { status database databaseDriver } }"): (typeof documents)["query HealthHealth { health { status database databaseDriver } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingPublicLanding { publicLanding { stats { studentsHelped } } }"): (typeof documents)["query LandingPublicLanding { publicLanding { stats { studentsHelped } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingTotalsStats { publicLanding { stats { studentsHelped donorsActive } } }"): (typeof documents)["query LandingTotalsStats { publicLanding { stats { studentsHelped donorsActive } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearningProgressPage($id: Int!) {\n  publicCourse(id: $id) {\n    viewerProgress { percent completedLessons totalLessons nextLessonId }\n    viewerCertificate { id }\n  }\n}"): (typeof documents)["query LearningProgressPage($id: Int!) {\n  publicCourse(id: $id) {\n    viewerProgress { percent completedLessons totalLessons nextLessonId }\n    viewerCertificate { id }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearningMyCourses { myCourses { id viewerProgress { nextLessonId } } }"): (typeof documents)["query LearningMyCourses { myCourses { id viewerProgress { nextLessonId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LearningMyCertificates { myCertificates { id } }"): (typeof documents)["query LearningMyCertificates { myCertificates { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LearningClaimCertificate { claimCertificate(courseId: -1) { message } }"): (typeof documents)["mutation LearningClaimCertificate { claimCertificate(courseId: -1) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NewsletterBadAddress { subscribeNewsletter(input: { email: \"x\" }) { message } }"): (typeof documents)["mutation NewsletterBadAddress { subscribeNewsletter(input: { email: \"x\" }) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationsRecentNotifications { recentNotifications(limit: 3) { id } }"): (typeof documents)["query NotificationsRecentNotifications { recentNotifications(limit: 3) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationsUnreadNotificationCount { unreadNotificationCount }"): (typeof documents)["query NotificationsUnreadNotificationCount { unreadNotificationCount }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageComponentsContent($id: Int!) { publicPageLayout(id: $id) { content {\n  error\n  components { id type props {\n    __typename\n    ... on HeroProps { title backgroundType buttonText buttonLink }\n    ... on StatsProps { items { icon value label color } }\n  } }\n} } }"): (typeof documents)["query PageComponentsContent($id: Int!) { publicPageLayout(id: $id) { content {\n  error\n  components { id type props {\n    __typename\n    ... on HeroProps { title backgroundType buttonText buttonLink }\n    ... on StatsProps { items { icon value label color } }\n  } }\n} } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageLayoutsPublicPageByKey { publicPageByKey(pageKey: \"draft\") { id } }"): (typeof documents)["query PageLayoutsPublicPageByKey { publicPageByKey(pageKey: \"draft\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentMethodsActivePaymentMethods2 { activePaymentMethods(usage: BOTH) { code } }"): (typeof documents)["query PaymentMethodsActivePaymentMethods2 { activePaymentMethods(usage: BOTH) { code } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BigSumsPublicPrograms($id: Int!) {\n        publicPrograms { content { raisedAmount targetBudget fundingPercentage } }\n        publicProgram(id: $id) { raisedAmount targetBudget }\n        programsAcceptingApplications { raisedAmount }\n        programsWithAvailableSlots { raisedAmount }\n        programStatistics { totalFundingRaised totalFundingTarget }\n        programDonationStats(programId: $id) { totalAmount averageDonation largestDonation }\n        programTopDonations(programId: $id) { amount }\n        programDonations(programId: $id) { content { amount } }\n        publicLanding { stats { fundsRaised } }\n        adminDonationStats { totalDonations monthlyDonations averageDonation }\n      }"): (typeof documents)["query BigSumsPublicPrograms($id: Int!) {\n        publicPrograms { content { raisedAmount targetBudget fundingPercentage } }\n        publicProgram(id: $id) { raisedAmount targetBudget }\n        programsAcceptingApplications { raisedAmount }\n        programsWithAvailableSlots { raisedAmount }\n        programStatistics { totalFundingRaised totalFundingTarget }\n        programDonationStats(programId: $id) { totalAmount averageDonation largestDonation }\n        programTopDonations(programId: $id) { amount }\n        programDonations(programId: $id) { content { amount } }\n        publicLanding { stats { fundsRaised } }\n        adminDonationStats { totalDonations monthlyDonations averageDonation }\n      }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProgramListsPublicProgram($id: Int!) { publicProgram(id: $id) {\n        eligibilityItems requiredDocumentItems benefitItems requirementItems timelineEvents { event date status }\n      } }"): (typeof documents)["query ProgramListsPublicProgram($id: Int!) { publicProgram(id: $id) {\n        eligibilityItems requiredDocumentItems benefitItems requirementItems timelineEvents { event date status }\n      } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProgramsPublicPrograms { publicPrograms(search: \"پیش‌نویس\") { totalElements } }"): (typeof documents)["query ProgramsPublicPrograms { publicPrograms(search: \"پیش‌نویس\") { totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SlidesPublicSlides { publicSlides { title showTitle link } }"): (typeof documents)["query SlidesPublicSlides { publicSlides { title showTitle link } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TransparencyTransparency($id: Int!) {\n  programTransparency(programId: $id) {\n    programId targetBudget moneyIn moneyOut donorCount\n    months { jalaliYear jalaliMonth monthName raised raisedToDate spent }\n    spendings { spentOn amount description receiptImageUrl }\n  }\n}"): (typeof documents)["query TransparencyTransparency($id: Int!) {\n  programTransparency(programId: $id) {\n    programId targetBudget moneyIn moneyOut donorCount\n    months { jalaliYear jalaliMonth monthName raised raisedToDate spent }\n    spendings { spentOn amount description receiptImageUrl }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TransparencyFinancialReport { financialReport(jalaliYear: 1404) {\n        jalaliYear years moneyIn moneyOut programs { programName moneyIn donationCount moneyOut }\n      } }"): (typeof documents)["query TransparencyFinancialReport { financialReport(jalaliYear: 1404) {\n        jalaliYear years moneyIn moneyOut programs { programName moneyIn donationCount moneyOut }\n      } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAccountMe { me { userType } }"): (typeof documents)["query AdminAccountMe { me { userType } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LastAdminDeactivate($password: String!) {\n  deactivateAccount(input: { password: $password }) { ok message }\n}"): (typeof documents)["mutation LastAdminDeactivate($password: String!) {\n  deactivateAccount(input: { password: $password }) { ok message }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LastAdminDelete($password: String!) {\n  deleteAccount(input: { password: $password }) { ok message }\n}"): (typeof documents)["mutation LastAdminDelete($password: String!) {\n  deleteAccount(input: { password: $password }) { ok message }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LearningMarkDone($courseId: Int!, $lessonId: Int!) {\n  markLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { totalLessons completedLessons percent completedLessonIds nextLessonId nextLessonTitle }\n    certificate { id studentName courseTitle verificationCode verificationUrl downloadUrl }\n  }\n}"): (typeof documents)["mutation LearningMarkDone($courseId: Int!, $lessonId: Int!) {\n  markLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { totalLessons completedLessons percent completedLessonIds nextLessonId nextLessonTitle }\n    certificate { id studentName courseTitle verificationCode verificationUrl downloadUrl }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LearningUnmarkDone($courseId: Int!, $lessonId: Int!) {\n  unmarkLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { completedLessons percent nextLessonId }\n  }\n}"): (typeof documents)["mutation LearningUnmarkDone($courseId: Int!, $lessonId: Int!) {\n  unmarkLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { completedLessons percent nextLessonId }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;