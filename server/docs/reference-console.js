// Starts Swagger UI on the reference page (server/docs/reference-page.ts). Served by the API as a file, so that the
// page's Content-Security-Policy allows scripts from 'self' only.
window.addEventListener('DOMContentLoaded', () => {
  const root = document.getElementById('reference');
  SwaggerUIBundle({
    domNode: root,
    url: root.dataset.openapiUrl,
    // The default validator badge loads an image from a third-party host.
    validatorUrl: null,
    // Deep links put a link inside each operation's toggle button (axe: nested-interactive).
    deepLinking: false,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayOperationId: false,
    displayRequestDuration: true,
    filter: true,
    showExtensions: false,
    tryItOutEnabled: false,
    // The key stays in this tab's memory only.
    persistAuthorization: false,
    syntaxHighlight: { activated: true, theme: 'obsidian' },
  });
});

// Swagger UI leaves a few controls without a name or keyboard access (axe: button-name, select-name,
// scrollable-region-focusable), and puts its operations in a second <main>; fix them as it renders.
new MutationObserver(() => {
  for (const main of document.querySelectorAll('.swagger-ui main:not([role])')) {
    main.setAttribute('role', 'region');
    main.setAttribute('aria-label', 'Endpoints');
  }
  for (const button of document.querySelectorAll('button.close-modal:not([aria-label])')) {
    button.setAttribute('aria-label', 'Close');
  }
  for (const select of document.querySelectorAll('.swagger-ui select:not([aria-label]):not([id])')) {
    const parameter = select.closest('tr')?.querySelector('.parameter__name')?.firstChild?.textContent?.trim();
    select.setAttribute('aria-label', parameter ? `Value of ${parameter}` : 'Choose a value');
  }
  for (const code of document.querySelectorAll('.swagger-ui .microlight:not([tabindex])')) {
    code.setAttribute('tabindex', '0');
  }
}).observe(document.documentElement, { childList: true, subtree: true });
