export { useTimezone } from '@/lib/timezone';
