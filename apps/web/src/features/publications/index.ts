export { LazyScheduleDialog, ScheduleButton } from './components/schedule-button';
export { ScheduleList } from './components/schedule-list';
export { PostPublication } from './components/post-publication';
