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
    "mutation EmailRuleSignup($input: SignupInput!) { signup(input: $input) { message } }": typeof types.EmailRuleSignupDocument,
    "mutation LoginByPhone($input: LoginInput!) { login(input: $input) { token user { email } } }": typeof types.LoginByPhoneDocument,
    "query LoginMe { me { id } }": typeof types.LoginMeDocument,
    "query LoginMyProfile { myProfile { id } }": typeof types.LoginMyProfileDocument,
    "query SignupMe { me { phoneNumber } }": typeof types.SignupMeDocument,
    "mutation SignupResend { sendOtp(input: { phoneNumber: \"09121110002\", type: \"SIGNUP\" }) { ok message } }": typeof types.SignupResendDocument,
    "mutation SignupStaffOnly { signup(input: { userType: \"STAFF\" }) { otpRequired } }": typeof types.SignupStaffOnlyDocument,
    "mutation SignupTaken($input: SignupInput!) { signup(input: $input) { otpRequired message } }": typeof types.SignupTakenDocument,
    "mutation SignupDirect { signup(input: { userType: \"DONOR\", firstName: \"علی\", lastName: \"رضایی\",\n          email: \"ali@example.org\", phoneNumber: \"09121110007\", password: \"secret123\", organization: \"شرکت\" })\n          { otpRequired token message user { userType organization } } }": typeof types.SignupDirectDocument,
    "mutation ContactBulkResolve($ids: [Int!]!) { bulkUpdateContactStatus(ids: $ids, status: RESOLVED) { done failed { id message } message } }": typeof types.ContactBulkResolveDocument,
    "mutation ContactBulkInProgress($ids: [Int!]!) { bulkUpdateContactStatus(ids: $ids, status: IN_PROGRESS) { done failed { id message } message } }": typeof types.ContactBulkInProgressDocument,
    "mutation ContactBulkNone { bulkUpdateContactStatus(ids: [], status: RESOLVED) { message } }": typeof types.ContactBulkNoneDocument,
    "query ContactAdminSearchMessages($q: String) { adminContactMessages(q: $q, status: IN_PROGRESS) { totalElements content { id } } }": typeof types.ContactAdminSearchMessagesDocument,
    "mutation ContactAdminBack($id: Int!) { updateContactStatus(id: $id, status: IN_PROGRESS) { status } }": typeof types.ContactAdminBackDocument,
    "mutation ContactSubmit($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { id message } }": typeof types.ContactSubmitDocument,
    "query CourseAccessPublicCourse($id: Int!) { publicCourse(id: $id) { id chapters { videoUrl videoKey\n  lessons { title description contentType videoUrl videoKey contentText resourcesUrls notes contentAvailable } } } }": typeof types.CourseAccessPublicCourseDocument,
    "query CourseAccessAdminCourse($id: Int!) { adminCourse(id: $id) { id status chapters { lessons { contentText } } } }": typeof types.CourseAccessAdminCourseDocument,
    "mutation CourseInstructorArchive($id: Int!) { archiveCourse(id: $id) { id status } }": typeof types.CourseInstructorArchiveDocument,
    "mutation CourseStatusPublish($id: Int!) { publishCourse(id: $id) { id } }": typeof types.CourseStatusPublishDocument,
    "mutation CourseLinksLessonVideo($id: Int!, $url: String) { setLessonVideo(lessonId: $id, videoUrl: $url) { videoUrl } }": typeof types.CourseLinksLessonVideoDocument,
    "query CoursesCatalogue($q: String) { publicCourses(query: $q, level: BEGINNER, sort: PRICE_DESC, size: 12) {\n          content { title price isFree } totalElements page size } }": typeof types.CoursesCatalogueDocument,
    "query CoursesSyllabi { publicCourses { content { title chapters { title lessons { title isFree } } } } }": typeof types.CoursesSyllabiDocument,
    "query CoursesOne($id: Int!) { publicCourse(id: $id) { id } }": typeof types.CoursesOneDocument,
    "query CoursesBadPage { publicCourses(page: -2, size: 500) { totalElements } }": typeof types.CoursesBadPageDocument,
    "query DonationAdminDaysList($programId: Int, $from: String, $to: String) {\n  adminDonations(programId: $programId, from: $from, to: $to) { totalElements content { id } }\n}": typeof types.DonationAdminDaysListDocument,
    "query DonationApprovalProfile { myProfile { totalDonations totalDonationCount } }": typeof types.DonationApprovalProfileDocument,
    "mutation DonationBulkStatus($ids: [Int!]!, $status: DonationStatus!) {\n      bulkUpdateDonationStatus(ids: $ids, status: $status) { done failed { id message } message } }": typeof types.DonationBulkStatusDocument,
    "mutation DonationLimitsCreate($input: DonationInput!) { createDonation(input: $input) { id } }": typeof types.DonationLimitsCreateDocument,
    "mutation DonationsCreateTyped($input: DonationInput!) { createDonation(input: $input) { amount status } }": typeof types.DonationsCreateTypedDocument,
    "mutation CoursePaymentsReject($id: Int!, $status: EnrollmentStatus!) {\n      updateEnrollmentStatus(id: $id, status: $status) { id status }\n    }": typeof types.CoursePaymentsRejectDocument,
    "mutation CoursePaymentsCancel($id: Int!) { updateEnrollmentStatus(id: $id, status: CANCELLED) { status } }": typeof types.CoursePaymentsCancelDocument,
    "mutation EnrollmentsEnroll($courseId: Int!, $paymentMethod: String) {\n  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) {\n    enrollment { id status courseId amountPaid }\n    requiresGateway gatewayUrl message\n  }\n}": typeof types.EnrollmentsEnrollDocument,
    "query EnrollmentsCoursePage($id: Int!) {\n  publicCourse(id: $id) {\n    enrolledStudents\n    viewerEnrollment { id status }\n    chapters { lessons { title isFree contentAvailable } }\n  }\n}": typeof types.EnrollmentsCoursePageDocument,
    "query HealthHealth { health { status database databaseDriver } }": typeof types.HealthHealthDocument,
    "query LandingAdminSections { adminLandingSections { section } }": typeof types.LandingAdminSectionsDocument,
    "mutation LandingAdminCreateBad($input: LandingContentInput!) { createLandingContent(input: $input) { id } }": typeof types.LandingAdminCreateBadDocument,
    "query LandingAdminSearch($k: String) { adminLandingContents(keyword: $k) { sectionKey } }": typeof types.LandingAdminSearchDocument,
    "mutation LandingAdminCreate($input: LandingContentInput!) {\n      createLandingContent(input: $input) { id section isActive }\n    }": typeof types.LandingAdminCreateDocument,
    "mutation LandingAdminToggle($id: Int!) { toggleLandingContent(id: $id) { isActive } }": typeof types.LandingAdminToggleDocument,
    "query LandingAdminOne($id: Int!) { adminLandingContent(id: $id) { content } }": typeof types.LandingAdminOneDocument,
    "mutation LandingAdminDelete($id: Int!) { deleteLandingContent(id: $id) { ok message } }": typeof types.LandingAdminDeleteDocument,
    "mutation LandingKeysUnknownKey { createLandingContent(input: { sectionKey: \"stats.visitors\", orderIndex: 1 }) { id } }": typeof types.LandingKeysUnknownKeyDocument,
    "mutation LandingKeysSubtitle { createLandingContent(input: { sectionKey: \"hero.subtitle\", orderIndex: 2, content: \"با هم می‌سازیم\" }) { id } }": typeof types.LandingKeysSubtitleDocument,
    "query LandingKeysHero { publicLanding { hero { title } } }": typeof types.LandingKeysHeroDocument,
    "mutation LandingPicturesCreate($input: LandingContentInput!) { createLandingContent(input: $input) { id } }": typeof types.LandingPicturesCreateDocument,
    "mutation LandingPicturesUpdate($id: Int!, $input: LandingContentInput!) { updateLandingContent(id: $id, input: $input) { id } }": typeof types.LandingPicturesUpdateDocument,
    "query LandingPublicLanding { publicLanding { stats { studentsHelped } } }": typeof types.LandingPublicLandingDocument,
    "query LandingTotalsStats { publicLanding { stats { studentsHelped donorsActive } } }": typeof types.LandingTotalsStatsDocument,
    "query LearningProgressPage($id: Int!) {\n  publicCourse(id: $id) {\n    viewerProgress { percent completedLessons totalLessons nextLessonId }\n    viewerCertificate { id }\n  }\n}": typeof types.LearningProgressPageDocument,
    "query LearningMyCourses { myCourses { id viewerProgress { nextLessonId } } }": typeof types.LearningMyCoursesDocument,
    "query LearningMyCertificates { myCertificates { id } }": typeof types.LearningMyCertificatesDocument,
    "mutation LearningClaimCertificate { claimCertificate(courseId: -1) { message } }": typeof types.LearningClaimCertificateDocument,
    "mutation NewsletterBadAddress { subscribeNewsletter(input: { email: \"x\" }) { message } }": typeof types.NewsletterBadAddressDocument,
    "query NotificationsRecentNotifications { recentNotifications(limit: 3) { id } }": typeof types.NotificationsRecentNotificationsDocument,
    "query NotificationsUnreadNotificationCount { unreadNotificationCount }": typeof types.NotificationsUnreadNotificationCountDocument,
    "mutation LayoutLinksCreate($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }": typeof types.LayoutLinksCreateDocument,
    "query LayoutLinksOldPage { publicPageByKey(pageKey: \"old-links\") { layoutData } }": typeof types.LayoutLinksOldPageDocument,
    "mutation PageAddressesCreate($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }": typeof types.PageAddressesCreateDocument,
    "query PageAddressesGuide { publicPageByKey(pageKey: \"donor-guide\") { id publicPath } }": typeof types.PageAddressesGuideDocument,
    "query PageComponentsContent($id: Int!) { publicPageLayout(id: $id) { content {\n  error\n  components { id type props {\n    __typename\n    ... on HeroProps { title backgroundType buttonText buttonLink }\n    ... on StatsProps { items { icon value label color } }\n  } }\n} } }": typeof types.PageComponentsContentDocument,
    "query PageLayoutAdminList { adminPageLayouts { id } }": typeof types.PageLayoutAdminListDocument,
    "mutation PageLayoutAdminBadLink($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }": typeof types.PageLayoutAdminBadLinkDocument,
    "query PageLayoutAdminHostile { publicPageByKey(pageKey: \"hostile-save\") { content { components { props { ... on TextBlockProps { content } ... on ProgramsProps { items { link image } } } } } } }": typeof types.PageLayoutAdminHostileDocument,
    "mutation PageLayoutAdminPublish($id: Int!) { publishPageLayout(id: $id) { version } }": typeof types.PageLayoutAdminPublishDocument,
    "query PageLayoutsDraft($id: Int!) { publicPageLayout(id: $id) { id } }": typeof types.PageLayoutsDraftDocument,
    "query PageLayoutsPublicPageByKey { publicPageByKey(pageKey: \"draft\") { id } }": typeof types.PageLayoutsPublicPageByKeyDocument,
    "mutation PaymentMethodAdminSave($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) { code config { merchantId cardNumber accountName iban bankName } }\n  }": typeof types.PaymentMethodAdminSaveDocument,
    "mutation PaymentMethodAdminUpdate($id: Int!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { id } }": typeof types.PaymentMethodAdminUpdateDocument,
    "query PaymentMethodAdminAudit { auditLog(objectType: \"paymentMethod\", size: 50) { content { objectId changes { field before after } } } }": typeof types.PaymentMethodAdminAuditDocument,
    "query PaymentMethodsActivePaymentMethods2 { activePaymentMethods(usage: BOTH) { code } }": typeof types.PaymentMethodsActivePaymentMethods2Document,
    "query OneOpenAttemptRefunds { adminPayments(status: REFUND_NEEDED, size: 100) { content { authority amount status } } }": typeof types.OneOpenAttemptRefundsDocument,
    "mutation PaymentsRequest($id: Int!) { requestZarinpalPayment(donationId: $id) { gatewayUrl authority } }": typeof types.PaymentsRequestDocument,
    "mutation PaymentsCallbackNok($a: String) { zarinpalCallback(authority: $a, status: \"NOK\") { success redirectPath } }": typeof types.PaymentsCallbackNokDocument,
    "mutation ReturnOriginRequest($id: Int!) { requestZarinpalPayment(donationId: $id) { gatewayUrl } }": typeof types.ReturnOriginRequestDocument,
    "query BigSumsPublicPrograms($id: Int!) {\n        publicPrograms { content { raisedAmount targetBudget fundingPercentage } }\n        publicProgram(id: $id) { raisedAmount targetBudget }\n        programsAcceptingApplications { raisedAmount }\n        programsWithAvailableSlots { raisedAmount }\n        programStatistics { totalFundingRaised totalFundingTarget }\n        programDonationStats(programId: $id) { totalAmount averageDonation largestDonation }\n        programTopDonations(programId: $id) { amount }\n        programDonations(programId: $id) { content { amount } }\n        publicLanding { stats { fundsRaised } }\n        adminDonationStats { totalDonations monthlyDonations averageDonation }\n      }": typeof types.BigSumsPublicProgramsDocument,
    "mutation ProgramRaceRecount($id: Int!) { recomputeProgramFunding(id: $id) { raisedAmount } }": typeof types.ProgramRaceRecountDocument,
    "mutation ProgramRaceDelete($id: Int!) { deleteProgram(id: $id) { ok cancelled } }": typeof types.ProgramRaceDeleteDocument,
    "mutation ProgramAdminRestDelete($id: Int!) { deleteProgram(id: $id) { ok cancelled message } }": typeof types.ProgramAdminRestDeleteDocument,
    "mutation ProgramAdminRestNegative($id: Int!) { updateProgramParticipants(id: $id, currentParticipants: -1) { id } }": typeof types.ProgramAdminRestNegativeDocument,
    "query ProgramAdminCoordinator($id: Int!) { publicProgram(id: $id) { coordinatorName coordinatorEmail coordinatorPhone } }": typeof types.ProgramAdminCoordinatorDocument,
    "query ProgramAdminSearch { adminPrograms(search: \"پیش نویس کرمان\") { content { id status } totalElements totalPages size } }": typeof types.ProgramAdminSearchDocument,
    "query ProgramAdminFirstPage { adminPrograms(page: 0) { content { id status } totalElements } }": typeof types.ProgramAdminFirstPageDocument,
    "query ProgramAdminByStatus { adminPrograms(status: PENDING, type: SCHOLARSHIP) { content { status } } }": typeof types.ProgramAdminByStatusDocument,
    "query ProgramAdminOne($id: Int!) { adminProgram(id: $id) { id status } }": typeof types.ProgramAdminOneDocument,
    "query ProgramAdminMissing { adminProgram(id: 999999) { id } }": typeof types.ProgramAdminMissingDocument,
    "query ProgramListsPublicProgram($id: Int!) { publicProgram(id: $id) {\n        eligibilityItems requiredDocumentItems benefitItems requirementItems timelineEvents { event date status }\n      } }": typeof types.ProgramListsPublicProgramDocument,
    "query ProgramsPublicPrograms { publicPrograms(search: \"پیش‌نویس\") { totalElements } }": typeof types.ProgramsPublicProgramsDocument,
    "query ReceiptsYears { myDonationYears }": typeof types.ReceiptsYearsDocument,
    "query ReceiptsOthers($id: Int!) { myDonationReceipt(donationId: $id) { number } }": typeof types.ReceiptsOthersDocument,
    "mutation ReceiptsCreateDonation($input: DonationInput!) { createDonation(input: $input) { id receiptLink } }": typeof types.ReceiptsCreateDonationDocument,
    "query ReceiptsVerify($c: String!) { verifyReceipt(code: $c) { number amount programName donorName isAnonymous completedAt } }": typeof types.ReceiptsVerifyDocument,
    "query ReceiptsVerifyNumber($c: String!) { verifyReceipt(code: $c) { number } }": typeof types.ReceiptsVerifyNumberDocument,
    "query ReceiptsByToken($id: Int!, $t: String!) { donationReceiptByToken(donationId: $id, token: $t) { number } }": typeof types.ReceiptsByTokenDocument,
    "query ReceiptsBadYear { myDonationStatement(jalaliYear: -5) { total } }": typeof types.ReceiptsBadYearDocument,
    "query SlideAdminList { adminSlides { id } }": typeof types.SlideAdminListDocument,
    "mutation SlideAdminCreate($input: SlideInput!) { createSlide(input: $input) { id } }": typeof types.SlideAdminCreateDocument,
    "mutation SlideAdminReorder($ids: [Int!]!) { reorderSlides(ids: $ids) { id } }": typeof types.SlideAdminReorderDocument,
    "mutation SlideLinksCreate($input: SlideInput!) { createSlide(input: $input) { id imageUrl link } }": typeof types.SlideLinksCreateDocument,
    "query SlidesPublicSlides { publicSlides { title showTitle link } }": typeof types.SlidesPublicSlidesDocument,
    "query SpendingAdminList($p: Int!) { adminProgramSpendings(programId: $p) { id } }": typeof types.SpendingAdminListDocument,
    "mutation SpendingAdminRefused($p: Int!, $i: ProgramSpendingInput!) { createProgramSpending(programId: $p, input: $i) { id } }": typeof types.SpendingAdminRefusedDocument,
    "mutation SpendingAdminCreate($p: Int!, $i: ProgramSpendingInput!) {\n        createProgramSpending(programId: $p, input: $i) { amount spentOn }\n      }": typeof types.SpendingAdminCreateDocument,
    "query TransparencyTransparency($id: Int!) {\n  programTransparency(programId: $id) {\n    programId targetBudget moneyIn moneyOut donorCount\n    months { jalaliYear jalaliMonth monthName raised raisedToDate spent }\n    spendings { spentOn amount description receiptImageUrl }\n  }\n}": typeof types.TransparencyTransparencyDocument,
    "query TransparencyFinancialReport { financialReport(jalaliYear: 1404) {\n        jalaliYear years moneyIn moneyOut programs { programName moneyIn donationCount moneyOut }\n      } }": typeof types.TransparencyFinancialReportDocument,
    "query AdminAccountMe { me { userType } }": typeof types.AdminAccountMeDocument,
    "mutation LastAdminDeactivate($password: String!) {\n  deactivateAccount(input: { password: $password }) { ok message }\n}": typeof types.LastAdminDeactivateDocument,
    "mutation LastAdminDelete($password: String!) {\n  deleteAccount(input: { password: $password }) { ok message }\n}": typeof types.LastAdminDeleteDocument,
    "mutation LeavingFilesDelete($p: String!) { deleteAccount(input: { password: $p }) { ok } }": typeof types.LeavingFilesDeleteDocument,
    "mutation PhoneChangeProfile($input: ProfileUpdateInput!) {\n        updateProfile(input: $input) { firstName phoneNumber pendingPhoneNumber }\n      }": typeof types.PhoneChangeProfileDocument,
    "mutation PhoneChangeConfirm($input: ConfirmPhoneChangeInput!) {\n      confirmPhoneChange(input: $input) { phoneNumber phoneVerified pendingPhoneNumber }\n    }": typeof types.PhoneChangeConfirmDocument,
    "query UserAdminDonors { adminUsers(type: DONOR) { totalElements } }": typeof types.UserAdminDonorsDocument,
    "mutation UserAdminVerify($id: Int!) { toggleUserVerification(id: $id) { emailVerified } }": typeof types.UserAdminVerifyDocument,
    "query UsersProfileStats { myProfile { totalDonations monthlyDonations totalDonationCount totalProgramsSupported programStats { programName totalAmount donationCount } } }": typeof types.UsersProfileStatsDocument,
    "mutation UsersToggleStatus($id: Int!) { toggleUserStatus(id: $id) { isActive } }": typeof types.UsersToggleStatusDocument,
    "mutation LearningMarkDone($courseId: Int!, $lessonId: Int!) {\n  markLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { totalLessons completedLessons percent completedLessonIds nextLessonId nextLessonTitle }\n    certificate { id studentName courseTitle verificationCode verificationUrl downloadUrl }\n  }\n}": typeof types.LearningMarkDoneDocument,
    "mutation LearningUnmarkDone($courseId: Int!, $lessonId: Int!) {\n  unmarkLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { completedLessons percent nextLessonId }\n  }\n}": typeof types.LearningUnmarkDoneDocument,
    "mutation LastAdminRacesDeactivate($p: String!) { deactivateAccount(input: { password: $p }) { ok } }": typeof types.LastAdminRacesDeactivateDocument,
    "mutation LastAdminRacesDelete($p: String!) { deleteAccount(input: { password: $p }) { ok } }": typeof types.LastAdminRacesDeleteDocument,
    "mutation LastAdminRacesSwitchOff($id: Int!) { toggleUserStatus(id: $id) { isActive } }": typeof types.LastAdminRacesSwitchOffDocument,
    "mutation LinksUpdateProfile($input: ProfileUpdateInput!) { updateProfile(input: $input) { id } }": typeof types.LinksUpdateProfileDocument,
    "mutation LinksUpdateUser($id: Int!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id } }": typeof types.LinksUpdateUserDocument,
    "mutation RacesEnroll($courseId: Int!, $paymentMethod: String) {\n  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) { enrollment { id status } message }\n}": typeof types.RacesEnrollDocument,
    "mutation RacesEnrollmentStatus($id: Int!, $status: EnrollmentStatus!) {\n  updateEnrollmentStatus(id: $id, status: $status) { id status }\n}": typeof types.RacesEnrollmentStatusDocument,
    "mutation RacesMarkAllRead { markAllNotificationsRead { count } }": typeof types.RacesMarkAllReadDocument,
    "query SessionsMe { me { id } }": typeof types.SessionsMeDocument,
};
const documents: Documents = {
    "query GraphqlDoorMyProfile { myProfile { id } }": types.GraphqlDoorMyProfileDocument,
    "mutation EmailRuleSignup($input: SignupInput!) { signup(input: $input) { message } }": types.EmailRuleSignupDocument,
    "mutation LoginByPhone($input: LoginInput!) { login(input: $input) { token user { email } } }": types.LoginByPhoneDocument,
    "query LoginMe { me { id } }": types.LoginMeDocument,
    "query LoginMyProfile { myProfile { id } }": types.LoginMyProfileDocument,
    "query SignupMe { me { phoneNumber } }": types.SignupMeDocument,
    "mutation SignupResend { sendOtp(input: { phoneNumber: \"09121110002\", type: \"SIGNUP\" }) { ok message } }": types.SignupResendDocument,
    "mutation SignupStaffOnly { signup(input: { userType: \"STAFF\" }) { otpRequired } }": types.SignupStaffOnlyDocument,
    "mutation SignupTaken($input: SignupInput!) { signup(input: $input) { otpRequired message } }": types.SignupTakenDocument,
    "mutation SignupDirect { signup(input: { userType: \"DONOR\", firstName: \"علی\", lastName: \"رضایی\",\n          email: \"ali@example.org\", phoneNumber: \"09121110007\", password: \"secret123\", organization: \"شرکت\" })\n          { otpRequired token message user { userType organization } } }": types.SignupDirectDocument,
    "mutation ContactBulkResolve($ids: [Int!]!) { bulkUpdateContactStatus(ids: $ids, status: RESOLVED) { done failed { id message } message } }": types.ContactBulkResolveDocument,
    "mutation ContactBulkInProgress($ids: [Int!]!) { bulkUpdateContactStatus(ids: $ids, status: IN_PROGRESS) { done failed { id message } message } }": types.ContactBulkInProgressDocument,
    "mutation ContactBulkNone { bulkUpdateContactStatus(ids: [], status: RESOLVED) { message } }": types.ContactBulkNoneDocument,
    "query ContactAdminSearchMessages($q: String) { adminContactMessages(q: $q, status: IN_PROGRESS) { totalElements content { id } } }": types.ContactAdminSearchMessagesDocument,
    "mutation ContactAdminBack($id: Int!) { updateContactStatus(id: $id, status: IN_PROGRESS) { status } }": types.ContactAdminBackDocument,
    "mutation ContactSubmit($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { id message } }": types.ContactSubmitDocument,
    "query CourseAccessPublicCourse($id: Int!) { publicCourse(id: $id) { id chapters { videoUrl videoKey\n  lessons { title description contentType videoUrl videoKey contentText resourcesUrls notes contentAvailable } } } }": types.CourseAccessPublicCourseDocument,
    "query CourseAccessAdminCourse($id: Int!) { adminCourse(id: $id) { id status chapters { lessons { contentText } } } }": types.CourseAccessAdminCourseDocument,
    "mutation CourseInstructorArchive($id: Int!) { archiveCourse(id: $id) { id status } }": types.CourseInstructorArchiveDocument,
    "mutation CourseStatusPublish($id: Int!) { publishCourse(id: $id) { id } }": types.CourseStatusPublishDocument,
    "mutation CourseLinksLessonVideo($id: Int!, $url: String) { setLessonVideo(lessonId: $id, videoUrl: $url) { videoUrl } }": types.CourseLinksLessonVideoDocument,
    "query CoursesCatalogue($q: String) { publicCourses(query: $q, level: BEGINNER, sort: PRICE_DESC, size: 12) {\n          content { title price isFree } totalElements page size } }": types.CoursesCatalogueDocument,
    "query CoursesSyllabi { publicCourses { content { title chapters { title lessons { title isFree } } } } }": types.CoursesSyllabiDocument,
    "query CoursesOne($id: Int!) { publicCourse(id: $id) { id } }": types.CoursesOneDocument,
    "query CoursesBadPage { publicCourses(page: -2, size: 500) { totalElements } }": types.CoursesBadPageDocument,
    "query DonationAdminDaysList($programId: Int, $from: String, $to: String) {\n  adminDonations(programId: $programId, from: $from, to: $to) { totalElements content { id } }\n}": types.DonationAdminDaysListDocument,
    "query DonationApprovalProfile { myProfile { totalDonations totalDonationCount } }": types.DonationApprovalProfileDocument,
    "mutation DonationBulkStatus($ids: [Int!]!, $status: DonationStatus!) {\n      bulkUpdateDonationStatus(ids: $ids, status: $status) { done failed { id message } message } }": types.DonationBulkStatusDocument,
    "mutation DonationLimitsCreate($input: DonationInput!) { createDonation(input: $input) { id } }": types.DonationLimitsCreateDocument,
    "mutation DonationsCreateTyped($input: DonationInput!) { createDonation(input: $input) { amount status } }": types.DonationsCreateTypedDocument,
    "mutation CoursePaymentsReject($id: Int!, $status: EnrollmentStatus!) {\n      updateEnrollmentStatus(id: $id, status: $status) { id status }\n    }": types.CoursePaymentsRejectDocument,
    "mutation CoursePaymentsCancel($id: Int!) { updateEnrollmentStatus(id: $id, status: CANCELLED) { status } }": types.CoursePaymentsCancelDocument,
    "mutation EnrollmentsEnroll($courseId: Int!, $paymentMethod: String) {\n  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) {\n    enrollment { id status courseId amountPaid }\n    requiresGateway gatewayUrl message\n  }\n}": types.EnrollmentsEnrollDocument,
    "query EnrollmentsCoursePage($id: Int!) {\n  publicCourse(id: $id) {\n    enrolledStudents\n    viewerEnrollment { id status }\n    chapters { lessons { title isFree contentAvailable } }\n  }\n}": types.EnrollmentsCoursePageDocument,
    "query HealthHealth { health { status database databaseDriver } }": types.HealthHealthDocument,
    "query LandingAdminSections { adminLandingSections { section } }": types.LandingAdminSectionsDocument,
    "mutation LandingAdminCreateBad($input: LandingContentInput!) { createLandingContent(input: $input) { id } }": types.LandingAdminCreateBadDocument,
    "query LandingAdminSearch($k: String) { adminLandingContents(keyword: $k) { sectionKey } }": types.LandingAdminSearchDocument,
    "mutation LandingAdminCreate($input: LandingContentInput!) {\n      createLandingContent(input: $input) { id section isActive }\n    }": types.LandingAdminCreateDocument,
    "mutation LandingAdminToggle($id: Int!) { toggleLandingContent(id: $id) { isActive } }": types.LandingAdminToggleDocument,
    "query LandingAdminOne($id: Int!) { adminLandingContent(id: $id) { content } }": types.LandingAdminOneDocument,
    "mutation LandingAdminDelete($id: Int!) { deleteLandingContent(id: $id) { ok message } }": types.LandingAdminDeleteDocument,
    "mutation LandingKeysUnknownKey { createLandingContent(input: { sectionKey: \"stats.visitors\", orderIndex: 1 }) { id } }": types.LandingKeysUnknownKeyDocument,
    "mutation LandingKeysSubtitle { createLandingContent(input: { sectionKey: \"hero.subtitle\", orderIndex: 2, content: \"با هم می‌سازیم\" }) { id } }": types.LandingKeysSubtitleDocument,
    "query LandingKeysHero { publicLanding { hero { title } } }": types.LandingKeysHeroDocument,
    "mutation LandingPicturesCreate($input: LandingContentInput!) { createLandingContent(input: $input) { id } }": types.LandingPicturesCreateDocument,
    "mutation LandingPicturesUpdate($id: Int!, $input: LandingContentInput!) { updateLandingContent(id: $id, input: $input) { id } }": types.LandingPicturesUpdateDocument,
    "query LandingPublicLanding { publicLanding { stats { studentsHelped } } }": types.LandingPublicLandingDocument,
    "query LandingTotalsStats { publicLanding { stats { studentsHelped donorsActive } } }": types.LandingTotalsStatsDocument,
    "query LearningProgressPage($id: Int!) {\n  publicCourse(id: $id) {\n    viewerProgress { percent completedLessons totalLessons nextLessonId }\n    viewerCertificate { id }\n  }\n}": types.LearningProgressPageDocument,
    "query LearningMyCourses { myCourses { id viewerProgress { nextLessonId } } }": types.LearningMyCoursesDocument,
    "query LearningMyCertificates { myCertificates { id } }": types.LearningMyCertificatesDocument,
    "mutation LearningClaimCertificate { claimCertificate(courseId: -1) { message } }": types.LearningClaimCertificateDocument,
    "mutation NewsletterBadAddress { subscribeNewsletter(input: { email: \"x\" }) { message } }": types.NewsletterBadAddressDocument,
    "query NotificationsRecentNotifications { recentNotifications(limit: 3) { id } }": types.NotificationsRecentNotificationsDocument,
    "query NotificationsUnreadNotificationCount { unreadNotificationCount }": types.NotificationsUnreadNotificationCountDocument,
    "mutation LayoutLinksCreate($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }": types.LayoutLinksCreateDocument,
    "query LayoutLinksOldPage { publicPageByKey(pageKey: \"old-links\") { layoutData } }": types.LayoutLinksOldPageDocument,
    "mutation PageAddressesCreate($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }": types.PageAddressesCreateDocument,
    "query PageAddressesGuide { publicPageByKey(pageKey: \"donor-guide\") { id publicPath } }": types.PageAddressesGuideDocument,
    "query PageComponentsContent($id: Int!) { publicPageLayout(id: $id) { content {\n  error\n  components { id type props {\n    __typename\n    ... on HeroProps { title backgroundType buttonText buttonLink }\n    ... on StatsProps { items { icon value label color } }\n  } }\n} } }": types.PageComponentsContentDocument,
    "query PageLayoutAdminList { adminPageLayouts { id } }": types.PageLayoutAdminListDocument,
    "mutation PageLayoutAdminBadLink($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }": types.PageLayoutAdminBadLinkDocument,
    "query PageLayoutAdminHostile { publicPageByKey(pageKey: \"hostile-save\") { content { components { props { ... on TextBlockProps { content } ... on ProgramsProps { items { link image } } } } } } }": types.PageLayoutAdminHostileDocument,
    "mutation PageLayoutAdminPublish($id: Int!) { publishPageLayout(id: $id) { version } }": types.PageLayoutAdminPublishDocument,
    "query PageLayoutsDraft($id: Int!) { publicPageLayout(id: $id) { id } }": types.PageLayoutsDraftDocument,
    "query PageLayoutsPublicPageByKey { publicPageByKey(pageKey: \"draft\") { id } }": types.PageLayoutsPublicPageByKeyDocument,
    "mutation PaymentMethodAdminSave($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) { code config { merchantId cardNumber accountName iban bankName } }\n  }": types.PaymentMethodAdminSaveDocument,
    "mutation PaymentMethodAdminUpdate($id: Int!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { id } }": types.PaymentMethodAdminUpdateDocument,
    "query PaymentMethodAdminAudit { auditLog(objectType: \"paymentMethod\", size: 50) { content { objectId changes { field before after } } } }": types.PaymentMethodAdminAuditDocument,
    "query PaymentMethodsActivePaymentMethods2 { activePaymentMethods(usage: BOTH) { code } }": types.PaymentMethodsActivePaymentMethods2Document,
    "query OneOpenAttemptRefunds { adminPayments(status: REFUND_NEEDED, size: 100) { content { authority amount status } } }": types.OneOpenAttemptRefundsDocument,
    "mutation PaymentsRequest($id: Int!) { requestZarinpalPayment(donationId: $id) { gatewayUrl authority } }": types.PaymentsRequestDocument,
    "mutation PaymentsCallbackNok($a: String) { zarinpalCallback(authority: $a, status: \"NOK\") { success redirectPath } }": types.PaymentsCallbackNokDocument,
    "mutation ReturnOriginRequest($id: Int!) { requestZarinpalPayment(donationId: $id) { gatewayUrl } }": types.ReturnOriginRequestDocument,
    "query BigSumsPublicPrograms($id: Int!) {\n        publicPrograms { content { raisedAmount targetBudget fundingPercentage } }\n        publicProgram(id: $id) { raisedAmount targetBudget }\n        programsAcceptingApplications { raisedAmount }\n        programsWithAvailableSlots { raisedAmount }\n        programStatistics { totalFundingRaised totalFundingTarget }\n        programDonationStats(programId: $id) { totalAmount averageDonation largestDonation }\n        programTopDonations(programId: $id) { amount }\n        programDonations(programId: $id) { content { amount } }\n        publicLanding { stats { fundsRaised } }\n        adminDonationStats { totalDonations monthlyDonations averageDonation }\n      }": types.BigSumsPublicProgramsDocument,
    "mutation ProgramRaceRecount($id: Int!) { recomputeProgramFunding(id: $id) { raisedAmount } }": types.ProgramRaceRecountDocument,
    "mutation ProgramRaceDelete($id: Int!) { deleteProgram(id: $id) { ok cancelled } }": types.ProgramRaceDeleteDocument,
    "mutation ProgramAdminRestDelete($id: Int!) { deleteProgram(id: $id) { ok cancelled message } }": types.ProgramAdminRestDeleteDocument,
    "mutation ProgramAdminRestNegative($id: Int!) { updateProgramParticipants(id: $id, currentParticipants: -1) { id } }": types.ProgramAdminRestNegativeDocument,
    "query ProgramAdminCoordinator($id: Int!) { publicProgram(id: $id) { coordinatorName coordinatorEmail coordinatorPhone } }": types.ProgramAdminCoordinatorDocument,
    "query ProgramAdminSearch { adminPrograms(search: \"پیش نویس کرمان\") { content { id status } totalElements totalPages size } }": types.ProgramAdminSearchDocument,
    "query ProgramAdminFirstPage { adminPrograms(page: 0) { content { id status } totalElements } }": types.ProgramAdminFirstPageDocument,
    "query ProgramAdminByStatus { adminPrograms(status: PENDING, type: SCHOLARSHIP) { content { status } } }": types.ProgramAdminByStatusDocument,
    "query ProgramAdminOne($id: Int!) { adminProgram(id: $id) { id status } }": types.ProgramAdminOneDocument,
    "query ProgramAdminMissing { adminProgram(id: 999999) { id } }": types.ProgramAdminMissingDocument,
    "query ProgramListsPublicProgram($id: Int!) { publicProgram(id: $id) {\n        eligibilityItems requiredDocumentItems benefitItems requirementItems timelineEvents { event date status }\n      } }": types.ProgramListsPublicProgramDocument,
    "query ProgramsPublicPrograms { publicPrograms(search: \"پیش‌نویس\") { totalElements } }": types.ProgramsPublicProgramsDocument,
    "query ReceiptsYears { myDonationYears }": types.ReceiptsYearsDocument,
    "query ReceiptsOthers($id: Int!) { myDonationReceipt(donationId: $id) { number } }": types.ReceiptsOthersDocument,
    "mutation ReceiptsCreateDonation($input: DonationInput!) { createDonation(input: $input) { id receiptLink } }": types.ReceiptsCreateDonationDocument,
    "query ReceiptsVerify($c: String!) { verifyReceipt(code: $c) { number amount programName donorName isAnonymous completedAt } }": types.ReceiptsVerifyDocument,
    "query ReceiptsVerifyNumber($c: String!) { verifyReceipt(code: $c) { number } }": types.ReceiptsVerifyNumberDocument,
    "query ReceiptsByToken($id: Int!, $t: String!) { donationReceiptByToken(donationId: $id, token: $t) { number } }": types.ReceiptsByTokenDocument,
    "query ReceiptsBadYear { myDonationStatement(jalaliYear: -5) { total } }": types.ReceiptsBadYearDocument,
    "query SlideAdminList { adminSlides { id } }": types.SlideAdminListDocument,
    "mutation SlideAdminCreate($input: SlideInput!) { createSlide(input: $input) { id } }": types.SlideAdminCreateDocument,
    "mutation SlideAdminReorder($ids: [Int!]!) { reorderSlides(ids: $ids) { id } }": types.SlideAdminReorderDocument,
    "mutation SlideLinksCreate($input: SlideInput!) { createSlide(input: $input) { id imageUrl link } }": types.SlideLinksCreateDocument,
    "query SlidesPublicSlides { publicSlides { title showTitle link } }": types.SlidesPublicSlidesDocument,
    "query SpendingAdminList($p: Int!) { adminProgramSpendings(programId: $p) { id } }": types.SpendingAdminListDocument,
    "mutation SpendingAdminRefused($p: Int!, $i: ProgramSpendingInput!) { createProgramSpending(programId: $p, input: $i) { id } }": types.SpendingAdminRefusedDocument,
    "mutation SpendingAdminCreate($p: Int!, $i: ProgramSpendingInput!) {\n        createProgramSpending(programId: $p, input: $i) { amount spentOn }\n      }": types.SpendingAdminCreateDocument,
    "query TransparencyTransparency($id: Int!) {\n  programTransparency(programId: $id) {\n    programId targetBudget moneyIn moneyOut donorCount\n    months { jalaliYear jalaliMonth monthName raised raisedToDate spent }\n    spendings { spentOn amount description receiptImageUrl }\n  }\n}": types.TransparencyTransparencyDocument,
    "query TransparencyFinancialReport { financialReport(jalaliYear: 1404) {\n        jalaliYear years moneyIn moneyOut programs { programName moneyIn donationCount moneyOut }\n      } }": types.TransparencyFinancialReportDocument,
    "query AdminAccountMe { me { userType } }": types.AdminAccountMeDocument,
    "mutation LastAdminDeactivate($password: String!) {\n  deactivateAccount(input: { password: $password }) { ok message }\n}": types.LastAdminDeactivateDocument,
    "mutation LastAdminDelete($password: String!) {\n  deleteAccount(input: { password: $password }) { ok message }\n}": types.LastAdminDeleteDocument,
    "mutation LeavingFilesDelete($p: String!) { deleteAccount(input: { password: $p }) { ok } }": types.LeavingFilesDeleteDocument,
    "mutation PhoneChangeProfile($input: ProfileUpdateInput!) {\n        updateProfile(input: $input) { firstName phoneNumber pendingPhoneNumber }\n      }": types.PhoneChangeProfileDocument,
    "mutation PhoneChangeConfirm($input: ConfirmPhoneChangeInput!) {\n      confirmPhoneChange(input: $input) { phoneNumber phoneVerified pendingPhoneNumber }\n    }": types.PhoneChangeConfirmDocument,
    "query UserAdminDonors { adminUsers(type: DONOR) { totalElements } }": types.UserAdminDonorsDocument,
    "mutation UserAdminVerify($id: Int!) { toggleUserVerification(id: $id) { emailVerified } }": types.UserAdminVerifyDocument,
    "query UsersProfileStats { myProfile { totalDonations monthlyDonations totalDonationCount totalProgramsSupported programStats { programName totalAmount donationCount } } }": types.UsersProfileStatsDocument,
    "mutation UsersToggleStatus($id: Int!) { toggleUserStatus(id: $id) { isActive } }": types.UsersToggleStatusDocument,
    "mutation LearningMarkDone($courseId: Int!, $lessonId: Int!) {\n  markLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { totalLessons completedLessons percent completedLessonIds nextLessonId nextLessonTitle }\n    certificate { id studentName courseTitle verificationCode verificationUrl downloadUrl }\n  }\n}": types.LearningMarkDoneDocument,
    "mutation LearningUnmarkDone($courseId: Int!, $lessonId: Int!) {\n  unmarkLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { completedLessons percent nextLessonId }\n  }\n}": types.LearningUnmarkDoneDocument,
    "mutation LastAdminRacesDeactivate($p: String!) { deactivateAccount(input: { password: $p }) { ok } }": types.LastAdminRacesDeactivateDocument,
    "mutation LastAdminRacesDelete($p: String!) { deleteAccount(input: { password: $p }) { ok } }": types.LastAdminRacesDeleteDocument,
    "mutation LastAdminRacesSwitchOff($id: Int!) { toggleUserStatus(id: $id) { isActive } }": types.LastAdminRacesSwitchOffDocument,
    "mutation LinksUpdateProfile($input: ProfileUpdateInput!) { updateProfile(input: $input) { id } }": types.LinksUpdateProfileDocument,
    "mutation LinksUpdateUser($id: Int!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id } }": types.LinksUpdateUserDocument,
    "mutation RacesEnroll($courseId: Int!, $paymentMethod: String) {\n  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) { enrollment { id status } message }\n}": types.RacesEnrollDocument,
    "mutation RacesEnrollmentStatus($id: Int!, $status: EnrollmentStatus!) {\n  updateEnrollmentStatus(id: $id, status: $status) { id status }\n}": types.RacesEnrollmentStatusDocument,
    "mutation RacesMarkAllRead { markAllNotificationsRead { count } }": types.RacesMarkAllReadDocument,
    "query SessionsMe { me { id } }": types.SessionsMeDocument,
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
export function graphql(source: "mutation EmailRuleSignup($input: SignupInput!) { signup(input: $input) { message } }"): (typeof documents)["mutation EmailRuleSignup($input: SignupInput!) { signup(input: $input) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoginByPhone($input: LoginInput!) { login(input: $input) { token user { email } } }"): (typeof documents)["mutation LoginByPhone($input: LoginInput!) { login(input: $input) { token user { email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoginMe { me { id } }"): (typeof documents)["query LoginMe { me { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoginMyProfile { myProfile { id } }"): (typeof documents)["query LoginMyProfile { myProfile { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignupMe { me { phoneNumber } }"): (typeof documents)["query SignupMe { me { phoneNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignupResend { sendOtp(input: { phoneNumber: \"09121110002\", type: \"SIGNUP\" }) { ok message } }"): (typeof documents)["mutation SignupResend { sendOtp(input: { phoneNumber: \"09121110002\", type: \"SIGNUP\" }) { ok message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignupStaffOnly { signup(input: { userType: \"STAFF\" }) { otpRequired } }"): (typeof documents)["mutation SignupStaffOnly { signup(input: { userType: \"STAFF\" }) { otpRequired } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignupTaken($input: SignupInput!) { signup(input: $input) { otpRequired message } }"): (typeof documents)["mutation SignupTaken($input: SignupInput!) { signup(input: $input) { otpRequired message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignupDirect { signup(input: { userType: \"DONOR\", firstName: \"علی\", lastName: \"رضایی\",\n          email: \"ali@example.org\", phoneNumber: \"09121110007\", password: \"secret123\", organization: \"شرکت\" })\n          { otpRequired token message user { userType organization } } }"): (typeof documents)["mutation SignupDirect { signup(input: { userType: \"DONOR\", firstName: \"علی\", lastName: \"رضایی\",\n          email: \"ali@example.org\", phoneNumber: \"09121110007\", password: \"secret123\", organization: \"شرکت\" })\n          { otpRequired token message user { userType organization } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContactBulkResolve($ids: [Int!]!) { bulkUpdateContactStatus(ids: $ids, status: RESOLVED) { done failed { id message } message } }"): (typeof documents)["mutation ContactBulkResolve($ids: [Int!]!) { bulkUpdateContactStatus(ids: $ids, status: RESOLVED) { done failed { id message } message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContactBulkInProgress($ids: [Int!]!) { bulkUpdateContactStatus(ids: $ids, status: IN_PROGRESS) { done failed { id message } message } }"): (typeof documents)["mutation ContactBulkInProgress($ids: [Int!]!) { bulkUpdateContactStatus(ids: $ids, status: IN_PROGRESS) { done failed { id message } message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContactBulkNone { bulkUpdateContactStatus(ids: [], status: RESOLVED) { message } }"): (typeof documents)["mutation ContactBulkNone { bulkUpdateContactStatus(ids: [], status: RESOLVED) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactAdminSearchMessages($q: String) { adminContactMessages(q: $q, status: IN_PROGRESS) { totalElements content { id } } }"): (typeof documents)["query ContactAdminSearchMessages($q: String) { adminContactMessages(q: $q, status: IN_PROGRESS) { totalElements content { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContactAdminBack($id: Int!) { updateContactStatus(id: $id, status: IN_PROGRESS) { status } }"): (typeof documents)["mutation ContactAdminBack($id: Int!) { updateContactStatus(id: $id, status: IN_PROGRESS) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContactSubmit($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { id message } }"): (typeof documents)["mutation ContactSubmit($input: ContactMessageInput!) {\n    submitContactMessage(input: $input) { id message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CourseAccessPublicCourse($id: Int!) { publicCourse(id: $id) { id chapters { videoUrl videoKey\n  lessons { title description contentType videoUrl videoKey contentText resourcesUrls notes contentAvailable } } } }"): (typeof documents)["query CourseAccessPublicCourse($id: Int!) { publicCourse(id: $id) { id chapters { videoUrl videoKey\n  lessons { title description contentType videoUrl videoKey contentText resourcesUrls notes contentAvailable } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CourseAccessAdminCourse($id: Int!) { adminCourse(id: $id) { id status chapters { lessons { contentText } } } }"): (typeof documents)["query CourseAccessAdminCourse($id: Int!) { adminCourse(id: $id) { id status chapters { lessons { contentText } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CourseInstructorArchive($id: Int!) { archiveCourse(id: $id) { id status } }"): (typeof documents)["mutation CourseInstructorArchive($id: Int!) { archiveCourse(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CourseStatusPublish($id: Int!) { publishCourse(id: $id) { id } }"): (typeof documents)["mutation CourseStatusPublish($id: Int!) { publishCourse(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CourseLinksLessonVideo($id: Int!, $url: String) { setLessonVideo(lessonId: $id, videoUrl: $url) { videoUrl } }"): (typeof documents)["mutation CourseLinksLessonVideo($id: Int!, $url: String) { setLessonVideo(lessonId: $id, videoUrl: $url) { videoUrl } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CoursesCatalogue($q: String) { publicCourses(query: $q, level: BEGINNER, sort: PRICE_DESC, size: 12) {\n          content { title price isFree } totalElements page size } }"): (typeof documents)["query CoursesCatalogue($q: String) { publicCourses(query: $q, level: BEGINNER, sort: PRICE_DESC, size: 12) {\n          content { title price isFree } totalElements page size } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CoursesSyllabi { publicCourses { content { title chapters { title lessons { title isFree } } } } }"): (typeof documents)["query CoursesSyllabi { publicCourses { content { title chapters { title lessons { title isFree } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CoursesOne($id: Int!) { publicCourse(id: $id) { id } }"): (typeof documents)["query CoursesOne($id: Int!) { publicCourse(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CoursesBadPage { publicCourses(page: -2, size: 500) { totalElements } }"): (typeof documents)["query CoursesBadPage { publicCourses(page: -2, size: 500) { totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DonationAdminDaysList($programId: Int, $from: String, $to: String) {\n  adminDonations(programId: $programId, from: $from, to: $to) { totalElements content { id } }\n}"): (typeof documents)["query DonationAdminDaysList($programId: Int, $from: String, $to: String) {\n  adminDonations(programId: $programId, from: $from, to: $to) { totalElements content { id } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DonationApprovalProfile { myProfile { totalDonations totalDonationCount } }"): (typeof documents)["query DonationApprovalProfile { myProfile { totalDonations totalDonationCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DonationBulkStatus($ids: [Int!]!, $status: DonationStatus!) {\n      bulkUpdateDonationStatus(ids: $ids, status: $status) { done failed { id message } message } }"): (typeof documents)["mutation DonationBulkStatus($ids: [Int!]!, $status: DonationStatus!) {\n      bulkUpdateDonationStatus(ids: $ids, status: $status) { done failed { id message } message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DonationLimitsCreate($input: DonationInput!) { createDonation(input: $input) { id } }"): (typeof documents)["mutation DonationLimitsCreate($input: DonationInput!) { createDonation(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DonationsCreateTyped($input: DonationInput!) { createDonation(input: $input) { amount status } }"): (typeof documents)["mutation DonationsCreateTyped($input: DonationInput!) { createDonation(input: $input) { amount status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CoursePaymentsReject($id: Int!, $status: EnrollmentStatus!) {\n      updateEnrollmentStatus(id: $id, status: $status) { id status }\n    }"): (typeof documents)["mutation CoursePaymentsReject($id: Int!, $status: EnrollmentStatus!) {\n      updateEnrollmentStatus(id: $id, status: $status) { id status }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CoursePaymentsCancel($id: Int!) { updateEnrollmentStatus(id: $id, status: CANCELLED) { status } }"): (typeof documents)["mutation CoursePaymentsCancel($id: Int!) { updateEnrollmentStatus(id: $id, status: CANCELLED) { status } }"];
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
export function graphql(source: "query LandingAdminSections { adminLandingSections { section } }"): (typeof documents)["query LandingAdminSections { adminLandingSections { section } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LandingAdminCreateBad($input: LandingContentInput!) { createLandingContent(input: $input) { id } }"): (typeof documents)["mutation LandingAdminCreateBad($input: LandingContentInput!) { createLandingContent(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingAdminSearch($k: String) { adminLandingContents(keyword: $k) { sectionKey } }"): (typeof documents)["query LandingAdminSearch($k: String) { adminLandingContents(keyword: $k) { sectionKey } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LandingAdminCreate($input: LandingContentInput!) {\n      createLandingContent(input: $input) { id section isActive }\n    }"): (typeof documents)["mutation LandingAdminCreate($input: LandingContentInput!) {\n      createLandingContent(input: $input) { id section isActive }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LandingAdminToggle($id: Int!) { toggleLandingContent(id: $id) { isActive } }"): (typeof documents)["mutation LandingAdminToggle($id: Int!) { toggleLandingContent(id: $id) { isActive } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingAdminOne($id: Int!) { adminLandingContent(id: $id) { content } }"): (typeof documents)["query LandingAdminOne($id: Int!) { adminLandingContent(id: $id) { content } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LandingAdminDelete($id: Int!) { deleteLandingContent(id: $id) { ok message } }"): (typeof documents)["mutation LandingAdminDelete($id: Int!) { deleteLandingContent(id: $id) { ok message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LandingKeysUnknownKey { createLandingContent(input: { sectionKey: \"stats.visitors\", orderIndex: 1 }) { id } }"): (typeof documents)["mutation LandingKeysUnknownKey { createLandingContent(input: { sectionKey: \"stats.visitors\", orderIndex: 1 }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LandingKeysSubtitle { createLandingContent(input: { sectionKey: \"hero.subtitle\", orderIndex: 2, content: \"با هم می‌سازیم\" }) { id } }"): (typeof documents)["mutation LandingKeysSubtitle { createLandingContent(input: { sectionKey: \"hero.subtitle\", orderIndex: 2, content: \"با هم می‌سازیم\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingKeysHero { publicLanding { hero { title } } }"): (typeof documents)["query LandingKeysHero { publicLanding { hero { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LandingPicturesCreate($input: LandingContentInput!) { createLandingContent(input: $input) { id } }"): (typeof documents)["mutation LandingPicturesCreate($input: LandingContentInput!) { createLandingContent(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LandingPicturesUpdate($id: Int!, $input: LandingContentInput!) { updateLandingContent(id: $id, input: $input) { id } }"): (typeof documents)["mutation LandingPicturesUpdate($id: Int!, $input: LandingContentInput!) { updateLandingContent(id: $id, input: $input) { id } }"];
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
export function graphql(source: "mutation LayoutLinksCreate($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }"): (typeof documents)["mutation LayoutLinksCreate($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LayoutLinksOldPage { publicPageByKey(pageKey: \"old-links\") { layoutData } }"): (typeof documents)["query LayoutLinksOldPage { publicPageByKey(pageKey: \"old-links\") { layoutData } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PageAddressesCreate($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }"): (typeof documents)["mutation PageAddressesCreate($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageAddressesGuide { publicPageByKey(pageKey: \"donor-guide\") { id publicPath } }"): (typeof documents)["query PageAddressesGuide { publicPageByKey(pageKey: \"donor-guide\") { id publicPath } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageComponentsContent($id: Int!) { publicPageLayout(id: $id) { content {\n  error\n  components { id type props {\n    __typename\n    ... on HeroProps { title backgroundType buttonText buttonLink }\n    ... on StatsProps { items { icon value label color } }\n  } }\n} } }"): (typeof documents)["query PageComponentsContent($id: Int!) { publicPageLayout(id: $id) { content {\n  error\n  components { id type props {\n    __typename\n    ... on HeroProps { title backgroundType buttonText buttonLink }\n    ... on StatsProps { items { icon value label color } }\n  } }\n} } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageLayoutAdminList { adminPageLayouts { id } }"): (typeof documents)["query PageLayoutAdminList { adminPageLayouts { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PageLayoutAdminBadLink($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }"): (typeof documents)["mutation PageLayoutAdminBadLink($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageLayoutAdminHostile { publicPageByKey(pageKey: \"hostile-save\") { content { components { props { ... on TextBlockProps { content } ... on ProgramsProps { items { link image } } } } } } }"): (typeof documents)["query PageLayoutAdminHostile { publicPageByKey(pageKey: \"hostile-save\") { content { components { props { ... on TextBlockProps { content } ... on ProgramsProps { items { link image } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PageLayoutAdminPublish($id: Int!) { publishPageLayout(id: $id) { version } }"): (typeof documents)["mutation PageLayoutAdminPublish($id: Int!) { publishPageLayout(id: $id) { version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageLayoutsDraft($id: Int!) { publicPageLayout(id: $id) { id } }"): (typeof documents)["query PageLayoutsDraft($id: Int!) { publicPageLayout(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageLayoutsPublicPageByKey { publicPageByKey(pageKey: \"draft\") { id } }"): (typeof documents)["query PageLayoutsPublicPageByKey { publicPageByKey(pageKey: \"draft\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentMethodAdminSave($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) { code config { merchantId cardNumber accountName iban bankName } }\n  }"): (typeof documents)["mutation PaymentMethodAdminSave($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) { code config { merchantId cardNumber accountName iban bankName } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentMethodAdminUpdate($id: Int!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { id } }"): (typeof documents)["mutation PaymentMethodAdminUpdate($id: Int!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentMethodAdminAudit { auditLog(objectType: \"paymentMethod\", size: 50) { content { objectId changes { field before after } } } }"): (typeof documents)["query PaymentMethodAdminAudit { auditLog(objectType: \"paymentMethod\", size: 50) { content { objectId changes { field before after } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentMethodsActivePaymentMethods2 { activePaymentMethods(usage: BOTH) { code } }"): (typeof documents)["query PaymentMethodsActivePaymentMethods2 { activePaymentMethods(usage: BOTH) { code } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OneOpenAttemptRefunds { adminPayments(status: REFUND_NEEDED, size: 100) { content { authority amount status } } }"): (typeof documents)["query OneOpenAttemptRefunds { adminPayments(status: REFUND_NEEDED, size: 100) { content { authority amount status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentsRequest($id: Int!) { requestZarinpalPayment(donationId: $id) { gatewayUrl authority } }"): (typeof documents)["mutation PaymentsRequest($id: Int!) { requestZarinpalPayment(donationId: $id) { gatewayUrl authority } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentsCallbackNok($a: String) { zarinpalCallback(authority: $a, status: \"NOK\") { success redirectPath } }"): (typeof documents)["mutation PaymentsCallbackNok($a: String) { zarinpalCallback(authority: $a, status: \"NOK\") { success redirectPath } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReturnOriginRequest($id: Int!) { requestZarinpalPayment(donationId: $id) { gatewayUrl } }"): (typeof documents)["mutation ReturnOriginRequest($id: Int!) { requestZarinpalPayment(donationId: $id) { gatewayUrl } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BigSumsPublicPrograms($id: Int!) {\n        publicPrograms { content { raisedAmount targetBudget fundingPercentage } }\n        publicProgram(id: $id) { raisedAmount targetBudget }\n        programsAcceptingApplications { raisedAmount }\n        programsWithAvailableSlots { raisedAmount }\n        programStatistics { totalFundingRaised totalFundingTarget }\n        programDonationStats(programId: $id) { totalAmount averageDonation largestDonation }\n        programTopDonations(programId: $id) { amount }\n        programDonations(programId: $id) { content { amount } }\n        publicLanding { stats { fundsRaised } }\n        adminDonationStats { totalDonations monthlyDonations averageDonation }\n      }"): (typeof documents)["query BigSumsPublicPrograms($id: Int!) {\n        publicPrograms { content { raisedAmount targetBudget fundingPercentage } }\n        publicProgram(id: $id) { raisedAmount targetBudget }\n        programsAcceptingApplications { raisedAmount }\n        programsWithAvailableSlots { raisedAmount }\n        programStatistics { totalFundingRaised totalFundingTarget }\n        programDonationStats(programId: $id) { totalAmount averageDonation largestDonation }\n        programTopDonations(programId: $id) { amount }\n        programDonations(programId: $id) { content { amount } }\n        publicLanding { stats { fundsRaised } }\n        adminDonationStats { totalDonations monthlyDonations averageDonation }\n      }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProgramRaceRecount($id: Int!) { recomputeProgramFunding(id: $id) { raisedAmount } }"): (typeof documents)["mutation ProgramRaceRecount($id: Int!) { recomputeProgramFunding(id: $id) { raisedAmount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProgramRaceDelete($id: Int!) { deleteProgram(id: $id) { ok cancelled } }"): (typeof documents)["mutation ProgramRaceDelete($id: Int!) { deleteProgram(id: $id) { ok cancelled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProgramAdminRestDelete($id: Int!) { deleteProgram(id: $id) { ok cancelled message } }"): (typeof documents)["mutation ProgramAdminRestDelete($id: Int!) { deleteProgram(id: $id) { ok cancelled message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProgramAdminRestNegative($id: Int!) { updateProgramParticipants(id: $id, currentParticipants: -1) { id } }"): (typeof documents)["mutation ProgramAdminRestNegative($id: Int!) { updateProgramParticipants(id: $id, currentParticipants: -1) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProgramAdminCoordinator($id: Int!) { publicProgram(id: $id) { coordinatorName coordinatorEmail coordinatorPhone } }"): (typeof documents)["query ProgramAdminCoordinator($id: Int!) { publicProgram(id: $id) { coordinatorName coordinatorEmail coordinatorPhone } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProgramAdminSearch { adminPrograms(search: \"پیش نویس کرمان\") { content { id status } totalElements totalPages size } }"): (typeof documents)["query ProgramAdminSearch { adminPrograms(search: \"پیش نویس کرمان\") { content { id status } totalElements totalPages size } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProgramAdminFirstPage { adminPrograms(page: 0) { content { id status } totalElements } }"): (typeof documents)["query ProgramAdminFirstPage { adminPrograms(page: 0) { content { id status } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProgramAdminByStatus { adminPrograms(status: PENDING, type: SCHOLARSHIP) { content { status } } }"): (typeof documents)["query ProgramAdminByStatus { adminPrograms(status: PENDING, type: SCHOLARSHIP) { content { status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProgramAdminOne($id: Int!) { adminProgram(id: $id) { id status } }"): (typeof documents)["query ProgramAdminOne($id: Int!) { adminProgram(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProgramAdminMissing { adminProgram(id: 999999) { id } }"): (typeof documents)["query ProgramAdminMissing { adminProgram(id: 999999) { id } }"];
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
export function graphql(source: "query ReceiptsYears { myDonationYears }"): (typeof documents)["query ReceiptsYears { myDonationYears }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReceiptsOthers($id: Int!) { myDonationReceipt(donationId: $id) { number } }"): (typeof documents)["query ReceiptsOthers($id: Int!) { myDonationReceipt(donationId: $id) { number } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReceiptsCreateDonation($input: DonationInput!) { createDonation(input: $input) { id receiptLink } }"): (typeof documents)["mutation ReceiptsCreateDonation($input: DonationInput!) { createDonation(input: $input) { id receiptLink } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReceiptsVerify($c: String!) { verifyReceipt(code: $c) { number amount programName donorName isAnonymous completedAt } }"): (typeof documents)["query ReceiptsVerify($c: String!) { verifyReceipt(code: $c) { number amount programName donorName isAnonymous completedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReceiptsVerifyNumber($c: String!) { verifyReceipt(code: $c) { number } }"): (typeof documents)["query ReceiptsVerifyNumber($c: String!) { verifyReceipt(code: $c) { number } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReceiptsByToken($id: Int!, $t: String!) { donationReceiptByToken(donationId: $id, token: $t) { number } }"): (typeof documents)["query ReceiptsByToken($id: Int!, $t: String!) { donationReceiptByToken(donationId: $id, token: $t) { number } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReceiptsBadYear { myDonationStatement(jalaliYear: -5) { total } }"): (typeof documents)["query ReceiptsBadYear { myDonationStatement(jalaliYear: -5) { total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SlideAdminList { adminSlides { id } }"): (typeof documents)["query SlideAdminList { adminSlides { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SlideAdminCreate($input: SlideInput!) { createSlide(input: $input) { id } }"): (typeof documents)["mutation SlideAdminCreate($input: SlideInput!) { createSlide(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SlideAdminReorder($ids: [Int!]!) { reorderSlides(ids: $ids) { id } }"): (typeof documents)["mutation SlideAdminReorder($ids: [Int!]!) { reorderSlides(ids: $ids) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SlideLinksCreate($input: SlideInput!) { createSlide(input: $input) { id imageUrl link } }"): (typeof documents)["mutation SlideLinksCreate($input: SlideInput!) { createSlide(input: $input) { id imageUrl link } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SlidesPublicSlides { publicSlides { title showTitle link } }"): (typeof documents)["query SlidesPublicSlides { publicSlides { title showTitle link } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SpendingAdminList($p: Int!) { adminProgramSpendings(programId: $p) { id } }"): (typeof documents)["query SpendingAdminList($p: Int!) { adminProgramSpendings(programId: $p) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SpendingAdminRefused($p: Int!, $i: ProgramSpendingInput!) { createProgramSpending(programId: $p, input: $i) { id } }"): (typeof documents)["mutation SpendingAdminRefused($p: Int!, $i: ProgramSpendingInput!) { createProgramSpending(programId: $p, input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SpendingAdminCreate($p: Int!, $i: ProgramSpendingInput!) {\n        createProgramSpending(programId: $p, input: $i) { amount spentOn }\n      }"): (typeof documents)["mutation SpendingAdminCreate($p: Int!, $i: ProgramSpendingInput!) {\n        createProgramSpending(programId: $p, input: $i) { amount spentOn }\n      }"];
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
export function graphql(source: "mutation LeavingFilesDelete($p: String!) { deleteAccount(input: { password: $p }) { ok } }"): (typeof documents)["mutation LeavingFilesDelete($p: String!) { deleteAccount(input: { password: $p }) { ok } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PhoneChangeProfile($input: ProfileUpdateInput!) {\n        updateProfile(input: $input) { firstName phoneNumber pendingPhoneNumber }\n      }"): (typeof documents)["mutation PhoneChangeProfile($input: ProfileUpdateInput!) {\n        updateProfile(input: $input) { firstName phoneNumber pendingPhoneNumber }\n      }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PhoneChangeConfirm($input: ConfirmPhoneChangeInput!) {\n      confirmPhoneChange(input: $input) { phoneNumber phoneVerified pendingPhoneNumber }\n    }"): (typeof documents)["mutation PhoneChangeConfirm($input: ConfirmPhoneChangeInput!) {\n      confirmPhoneChange(input: $input) { phoneNumber phoneVerified pendingPhoneNumber }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserAdminDonors { adminUsers(type: DONOR) { totalElements } }"): (typeof documents)["query UserAdminDonors { adminUsers(type: DONOR) { totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UserAdminVerify($id: Int!) { toggleUserVerification(id: $id) { emailVerified } }"): (typeof documents)["mutation UserAdminVerify($id: Int!) { toggleUserVerification(id: $id) { emailVerified } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersProfileStats { myProfile { totalDonations monthlyDonations totalDonationCount totalProgramsSupported programStats { programName totalAmount donationCount } } }"): (typeof documents)["query UsersProfileStats { myProfile { totalDonations monthlyDonations totalDonationCount totalProgramsSupported programStats { programName totalAmount donationCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UsersToggleStatus($id: Int!) { toggleUserStatus(id: $id) { isActive } }"): (typeof documents)["mutation UsersToggleStatus($id: Int!) { toggleUserStatus(id: $id) { isActive } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LearningMarkDone($courseId: Int!, $lessonId: Int!) {\n  markLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { totalLessons completedLessons percent completedLessonIds nextLessonId nextLessonTitle }\n    certificate { id studentName courseTitle verificationCode verificationUrl downloadUrl }\n  }\n}"): (typeof documents)["mutation LearningMarkDone($courseId: Int!, $lessonId: Int!) {\n  markLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { totalLessons completedLessons percent completedLessonIds nextLessonId nextLessonTitle }\n    certificate { id studentName courseTitle verificationCode verificationUrl downloadUrl }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LearningUnmarkDone($courseId: Int!, $lessonId: Int!) {\n  unmarkLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { completedLessons percent nextLessonId }\n  }\n}"): (typeof documents)["mutation LearningUnmarkDone($courseId: Int!, $lessonId: Int!) {\n  unmarkLessonDone(courseId: $courseId, lessonId: $lessonId) {\n    message\n    progress { completedLessons percent nextLessonId }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LastAdminRacesDeactivate($p: String!) { deactivateAccount(input: { password: $p }) { ok } }"): (typeof documents)["mutation LastAdminRacesDeactivate($p: String!) { deactivateAccount(input: { password: $p }) { ok } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LastAdminRacesDelete($p: String!) { deleteAccount(input: { password: $p }) { ok } }"): (typeof documents)["mutation LastAdminRacesDelete($p: String!) { deleteAccount(input: { password: $p }) { ok } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LastAdminRacesSwitchOff($id: Int!) { toggleUserStatus(id: $id) { isActive } }"): (typeof documents)["mutation LastAdminRacesSwitchOff($id: Int!) { toggleUserStatus(id: $id) { isActive } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LinksUpdateProfile($input: ProfileUpdateInput!) { updateProfile(input: $input) { id } }"): (typeof documents)["mutation LinksUpdateProfile($input: ProfileUpdateInput!) { updateProfile(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LinksUpdateUser($id: Int!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id } }"): (typeof documents)["mutation LinksUpdateUser($id: Int!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RacesEnroll($courseId: Int!, $paymentMethod: String) {\n  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) { enrollment { id status } message }\n}"): (typeof documents)["mutation RacesEnroll($courseId: Int!, $paymentMethod: String) {\n  enrollInCourse(courseId: $courseId, paymentMethod: $paymentMethod) { enrollment { id status } message }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RacesEnrollmentStatus($id: Int!, $status: EnrollmentStatus!) {\n  updateEnrollmentStatus(id: $id, status: $status) { id status }\n}"): (typeof documents)["mutation RacesEnrollmentStatus($id: Int!, $status: EnrollmentStatus!) {\n  updateEnrollmentStatus(id: $id, status: $status) { id status }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RacesMarkAllRead { markAllNotificationsRead { count } }"): (typeof documents)["mutation RacesMarkAllRead { markAllNotificationsRead { count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionsMe { me { id } }"): (typeof documents)["query SessionsMe { me { id } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;