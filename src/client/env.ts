// The client reads only VITE_* variables and Vite's own flags, here and nowhere else.
export const env = {
  isDev: import.meta.env.DEV,
} as const;
