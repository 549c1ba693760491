export const port = process.env.PORT;
