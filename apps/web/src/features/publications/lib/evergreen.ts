/** How the schedule and the calendar name a publication an evergreen post's cycle made. */
export const EVERGREEN_LABEL = 'Evergreen: a fresh variant Quillpost scheduled';
