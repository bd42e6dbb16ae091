// The console's two forms load together right after the lists have rendered, as one chunk.
export { default as PostEditor } from "./PostEditor.tsx";
export { default as DocumentUpload } from "./DocumentUpload.tsx";
