// Files belong to whoever uploaded them (the upload records `ownerId`). A file that a record
// already shows stays attachable there; a new one only when it is the caller's own upload, so
// nobody reads or reuses another brand's files (an unpublished teaser) by guessing their ids.
// Operators manage every brand and every file. Files from before owners were recorded have none.

/** Whether the caller may newly attach a file with this owner. */
export const mayAttachFile = (actorId: number, ownerId: number | null) => ownerId !== null && ownerId === actorId;
