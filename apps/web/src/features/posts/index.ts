export { GeneratePanel } from './components/generate-panel';
export { PostList } from './components/post-list';
export { LibraryOverview } from './components/library-overview';
export { KIND_TEXT } from './kinds';
export { PostActionsProvider, type RenderPostActions } from './components/extra-actions';
export { PostStatusProvider, type RenderPostStatus } from './components/post-status';
export { assist } from './api/assist';
export {
  createWrittenPost,
  useCreateWrittenPost,
  type WritableKind,
} from './api/create-written-post';
export { EvergreenButton, EvergreenNote } from './components/evergreen-control';
