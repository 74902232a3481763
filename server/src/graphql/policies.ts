/**
 * Who may call each root field. Every Query and Mutation field must be listed (a test fails otherwise), so a new
 * operation cannot ship without a declared rule; test/security checks the running app against this table.
 *
 * - public: anyone, guests included (a guest may still get null or a domain error, never an auth error).
 * - member: any signed-in, active account (STUDENT, DONOR, STAFF, ADMIN); guests get UNAUTHENTICATED / 401.
 * - admin: ADMIN only; guests UNAUTHENTICATED / 401, other members FORBIDDEN / 403.
 * - owner: a member acting on an object named by an argument (see `ownedArguments`): their own object works,
 *   another user's object is refused with that entry's code.
 */
export type Policy = 'public' | 'member' | 'admin' | 'owner';

export type RootType = 'Query' | 'Mutation';

export const policies: Record<RootType, Record<string, Policy>> = {
  Query: {
    activePaymentMethods: 'public',
    adminCourse: 'admin',
    adminCourseStats: 'admin',
    adminCourses: 'admin',
    adminContactCounts: 'admin',
    adminContactMessages: 'admin',
    adminDashboardStats: 'admin',
    adminDonationStats: 'admin',
    adminUser: 'admin',
    adminUserCounts: 'admin',
    adminUsers: 'admin',
    auditLog: 'admin',
    adminDonations: 'admin',
    adminActiveLandingContents: 'admin',
    adminLandingContent: 'admin',
    adminLandingContentByKey: 'admin',
    adminLandingContents: 'admin',
    adminLandingSections: 'admin',
    adminPageLayout: 'admin',
    adminPageLayouts: 'admin',
    adminPaymentMethods: 'admin',
    adminPayments: 'admin',
    adminProgram: 'admin',
    adminProgramOptions: 'admin',
    adminPrograms: 'admin',
    adminProgramStatistics: 'admin',
    adminSlides: 'admin',
    courseCategories: 'public',
    courseLevels: 'public',
    exportMyData: 'member',
    instructorCourses: 'admin',
    health: 'public',
    me: 'public',
    myCourseEnrollment: 'member',
    myDonations: 'member',
    myProfile: 'member',
    notifications: 'member',
    pageLayoutTemplates: 'admin',
    pageLayoutVersions: 'admin',
    programDonationStats: 'public',
    programDonations: 'public',
    programStatistics: 'public',
    programStatuses: 'public',
    programTopDonations: 'public',
    programTypes: 'public',
    programsAcceptingApplications: 'public',
    programsWithAvailableSlots: 'public',
    publicCourse: 'public',
    publicCourses: 'public',
    publicLanding: 'public',
    publicPageByKey: 'public',
    publicPageLayout: 'public',
    publicProgram: 'public',
    publicPrograms: 'public',
    publicSlides: 'public',
    recentDonations: 'admin',
    siteSettings: 'public',
    recentNotifications: 'member',
    unreadNotificationCount: 'member',
  },
  Mutation: {
    archiveCourse: 'admin',
    changePassword: 'member',
    completeDonation: 'admin',
    createCourse: 'admin',
    confirmPhoneChange: 'member',
    createDonation: 'public',
    createNotification: 'admin',
    createLandingContent: 'admin',
    createPageLayout: 'admin',
    createPaymentMethod: 'admin',
    createProgram: 'admin',
    createSlide: 'admin',
    createUser: 'admin',
    deleteUser: 'admin',
    updateUser: 'admin',
    toggleUserVerification: 'admin',
    deactivateAccount: 'member',
    deleteCourse: 'admin',
    deleteAccount: 'member',
    deleteNotification: 'owner',
    deleteLandingContent: 'admin',
    deletePageLayout: 'admin',
    deletePaymentMethod: 'admin',
    deleteProgram: 'admin',
    deleteSlide: 'admin',
    draftCourse: 'admin',
    duplicatePageLayout: 'admin',
    enrollInCourse: 'member',
    initializeDefaultPageLayouts: 'admin',
    initializeLandingContent: 'admin',
    login: 'public',
    logout: 'public',
    markAllNotificationsRead: 'member',
    markNotificationRead: 'owner',
    mobileLogin: 'public',
    publishCourse: 'admin',
    publishPageLayout: 'admin',
    recomputeProgramFunding: 'admin',
    reorderSlides: 'admin',
    requestZarinpalPayment: 'owner',
    resendPhoneChangeCode: 'member',
    restorePageLayoutVersion: 'admin',
    sendOtp: 'public',
    setLessonVideo: 'admin',
    signup: 'public',
    submitContactMessage: 'public',
    subscribeNewsletter: 'public',
    toggleLandingContent: 'admin',
    togglePaymentMethod: 'admin',
    toggleUserStatus: 'admin',
    updateContactStatus: 'admin',
    updateCourse: 'admin',
    updateDonationStatus: 'admin',
    updateSiteSettings: 'admin',
    updateEnrollmentStatus: 'admin',
    updateNotificationSettings: 'member',
    updateLandingContent: 'admin',
    updatePageLayout: 'admin',
    updatePaymentMethod: 'admin',
    updateProgram: 'admin',
    updateProgramParticipants: 'admin',
    updateSlide: 'admin',
    updatePrivacySettings: 'member',
    updateProfile: 'member',
    uploadCourseThumbnail: 'admin',
    uploadCourseVideo: 'admin',
    uploadImage: 'member',
    verifyOtp: 'public',
    zarinpalCallback: 'public',
  },
};

/** The kinds of owned objects an `owner` field can name. */
export type OwnedResource = 'notification' | 'donation';

export interface OwnedArgument {
  /** The argument that holds the object's id. */
  argument: string;
  resource: OwnedResource;
  /** What another member gets for someone else's object (NOT_FOUND hides that it exists). */
  stranger: 'NOT_FOUND' | 'FORBIDDEN';
  /** What a guest gets; UNAUTHENTICATED unless the field is open to guests for guests' objects. */
  guest: 'UNAUTHENTICATED' | 'FORBIDDEN';
  /** An admin may act on anyone's object. */
  adminMayAct: boolean;
}

export const ownedArguments: Partial<Record<`${RootType}.${string}`, OwnedArgument>> = {
  'Mutation.markNotificationRead': {
    argument: 'id',
    resource: 'notification',
    stranger: 'NOT_FOUND',
    guest: 'UNAUTHENTICATED',
    adminMayAct: false,
  },
  'Mutation.deleteNotification': {
    argument: 'id',
    resource: 'notification',
    stranger: 'NOT_FOUND',
    guest: 'UNAUTHENTICATED',
    adminMayAct: false,
  },
  // A guest's donation may be paid by whoever holds its id; a member's only by that member or an admin.
  'Mutation.requestZarinpalPayment': {
    argument: 'donationId',
    resource: 'donation',
    stranger: 'FORBIDDEN',
    guest: 'FORBIDDEN',
    adminMayAct: true,
  },
};
