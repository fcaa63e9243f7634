// Creating and editing posts needs the rich-text editor (the largest library of the app): its
// own chunk, loaded only when a post is created or edited (index.tsx).
export { PostCreate } from './PostCreate';
export { PostEdit } from './PostEdit';
