// Whole-number settings from the environment, for every part of the server (workers, realtime).

/** A whole setting from the environment: the fallback when missing, not a number or below `min`. */
export const envNumber = (value: string | undefined, fallback: number, min = 1) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= min ? n : fallback;
};
