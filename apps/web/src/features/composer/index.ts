export { Composer, type ScheduleSlotProps } from './components/composer';
export { usePost } from './api/get-post';
