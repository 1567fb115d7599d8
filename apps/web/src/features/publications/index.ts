export { LazyScheduleDialog, ScheduleButton } from './components/schedule-button';
export { ScheduleList } from './components/schedule-list';
export { ScheduleViews } from './components/schedule-views';
export { PostPublication } from './components/post-publication';
export { HomeAccounts } from './components/home-accounts';
export { HomeUpcoming } from './components/home-upcoming';
