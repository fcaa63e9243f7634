// The post list and reader view: one chunk, loaded on first use (index.tsx).
export { PostList } from './PostList';
export { PostShow } from './PostShow';
