export default {
  rest: {
    defaultLimit: 25,
    maxLimit: 1000,
    withCount: true,
  },
};
