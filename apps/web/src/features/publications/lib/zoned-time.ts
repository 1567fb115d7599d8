export { fromZonedFields, toZonedFields } from '@quillpost/shared';
export {
  formatDateTime,
  formatDay,
  formatShortDate,
  formatSlot,
  formatTime,
} from '@/lib/zoned-format';
