// Tailwind CSS 4 for the dashboard.
export default { plugins: { '@tailwindcss/postcss': {} } };
