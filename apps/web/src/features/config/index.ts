export { EngineBadge } from './components/engine-badge';
