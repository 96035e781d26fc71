// Generated from the OpenAPI document the API serves. Do not edit: run `npm run api:types`.

export interface paths {
    "/api/v1/api-keys/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the API key this request is made with
         * @description Its name, mode, scopes and rate limit, never the secret. Answers for revoked or expired keys only with 401, as every endpoint does.
         *
         *     Any valid API key.
         */
        get: operations["apiKeys.retrieveCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List catalog products
         * @description Active products with their active configurations, sorted by name. Filters are case-insensitive and take comma-separated values (OR). Specification filters (`cpu`, `ram`, `storage`, `screen_size`) keep products with one active configuration matching all of them. `meta.available_filters` lists every value each filter can take.
         *
         *     Any valid API key.
         */
        get: operations["products.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product with all its active configurations
         * @description Any valid API key.
         */
        get: operations["products.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's kits
         * @description Any valid API key.
         */
        get: operations["kits.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a kit with the specification of every device
         * @description Any valid API key.
         */
        get: operations["kits.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List employees
         * @description Read-only records synced from the company HR information system, sorted by name by default.
         *
         *     Requires scope: `employees:read`.
         */
        get: operations["employees.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an employee
         * @description The directory entry, with the inventory devices the person holds, their open offboarding case, and their history.
         *
         *     Requires scope: `employees:read`.
         */
        get: operations["employees.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the inventory
         * @description Lists the devices in the company inventory. A non-empty result for `search=<serial number>` means the device is in the inventory (use POST /device-actions); an empty one means it is external (use POST /device-actions/external).
         *
         *     Requires scope: `assets:read`.
         */
        get: operations["assets.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a device to the inventory
         * @description Adds a device the company already has. With `employee` it is in use, without it is in storage. A serial number already in the inventory is a 409.
         *
         *     Requires scope: `assets:write`.
         */
        post: operations["devices.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/devices/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import devices from a spreadsheet
         * @description Adds the devices a company already has, from CSV with a header row (`Content-Type: text/csv`) or a JSON array of objects: the fields of POST /devices, flat (`employee_name`, `employee_email`), with `purchase_cost`, `currency`, `purchased_on` and `warranty_ends_on` for their refresh day and book value. Headers are matched in any case, spaces as underscores (`Serial Number` is `serial_number`). Each row is imported or refused on its own (`errors`, by row); a serial number already in the inventory is left as it is (`existing`), so a file sent again after fixing its rows adds only what is missing. At most 10000 rows.
         *
         *     Requires scope: `assets:write`.
         */
        post: operations["devices.import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quotes
         * @description Requires scope: `quotes:read`.
         */
        get: operations["quotes.list"];
        put?: never;
        /**
         * Create a quote
         * @description Each item is a catalog item (`product_id`, optional `configuration_id`), a kit (`kit_id`, expanded into one item per device) or a freeform item (`product_type` + `specification` with `brand` and `model`); modes may be mixed. Answers 202 with the quote in `Pending Review` and every price null; `quote.pending` follows once the operator has priced it.
         *
         *     Requires scope: `quotes:write`.
         */
        post: operations["quotes.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a quote with its items, alternatives and recipients
         * @description `:id` is the quote id or its number (`Q-2026-000123`).
         *
         *     Requires scope: `quotes:read`.
         */
        get: operations["quotes.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept or reject an item or one of its alternatives
         * @description Without `alternative_id` the action applies to the original offer; with it, to that alternative of this item. Accepting needs `recipients`, which replace the item's recipients, and rejects every other pending option of the item.
         *
         *     Requires scope: `quotes:write`.
         */
        patch: operations["quotes.updateItem"];
        trace?: never;
    };
    "/api/v1/quotes/{id}/items/{itemId}/action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or reject an item or alternative by its id
         * @description `:itemId` may be an item id or an alternative id. Accepting an option rejects the other pending options of its item. `recipients` are optional; when given they replace the item's recipients.
         *
         *     Requires scope: `quotes:write`.
         */
        post: operations["quotes.itemAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write to Loadout about a quote
         * @description Adds a message to the quote's `comments`, e.g. the answer to its `action_required` request; Loadout's staff are told by e-mail. The request for input stays open until they clear it.
         *
         *     Requires scope: `quotes:write`.
         */
        post: operations["quotes.addComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/device-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List device actions
         * @description With `include_asset=true` each action embeds its holding asset (this replaces the removed GET /api/v1/assets/:id).
         *
         *     Requires scope: `device_actions:read`.
         */
        get: operations["deviceActions.list"];
        put?: never;
        /**
         * Create an action for a device of the inventory
         * @description Model, type and country come from the holding asset. A serial number that is not in the inventory is a 404 (use /device-actions/external); a device with an action in progress is a 409 with `details.active_action_id`. A Store's `destination` (Loadout's hub unless given) is where the device is kept once the action completes; a `location` must be one of the key mode's locations (a 400 on `destination.location_id` otherwise).
         *
         *     Requires scope: `device_actions:write`.
         */
        post: operations["deviceActions.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/device-actions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a device action by id or by its DA-… reference
         * @description Requires scope: `device_actions:read`.
         */
        get: operations["deviceActions.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/device-actions/external": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an action for a device outside the inventory
         * @description Needs `model`, `type` and `country`. A serial number that is in the inventory is a 409 (use /device-actions). A Store's `destination` works as on POST /device-actions: the device joins the inventory there once it completes.
         *
         *     Requires scope: `device_actions:write`.
         */
        post: operations["deviceActions.createExternal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/device-actions/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write to Loadout about a device action
         * @description Adds a message to the action's `comments`, e.g. the answer to its `action_required` request; Loadout's staff are told by e-mail. The request for input stays open until they clear it.
         *
         *     Requires scope: `device_actions:write`.
         */
        post: operations["deviceActions.addComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/device-actions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a device action that has not shipped
         * @description Only an action `In Progress` without tracking: once it has shipped, the answer is 409 and only Loadout's staff can stop it (ask in a comment). Event `logistics.cancelled`.
         *
         *     Requires scope: `device_actions:write`.
         */
        post: operations["deviceActions.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-helpers/quotes/{id}/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a sandbox quote
         * @description Prices every unpriced item, from `prices` or from the catalog estimate; the last price emits `quote.pending`.
         *
         *     Requires scope: `quotes:write`.
         */
        post: operations["testHelpers.priceQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-helpers/quotes/{id}/items/{itemId}/alternatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer an alternative on a sandbox quote item
         * @description Requires scope: `quotes:write`.
         */
        post: operations["testHelpers.offerAlternative"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-helpers/quotes/{id}/recipients/{recipientId}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ship to a sandbox recipient
         * @description Requires scope: `quotes:write`.
         */
        post: operations["testHelpers.addQuoteTracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-helpers/quotes/{id}/recipients/{recipientId}/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver to a sandbox recipient
         * @description Requires scope: `quotes:write`.
         */
        post: operations["testHelpers.deliverQuoteRecipient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-helpers/quotes/{id}/action-required": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for input on a sandbox quote
         * @description Requires scope: `quotes:write`.
         */
        post: operations["testHelpers.requestQuoteInput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-helpers/device-actions/{id}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add tracking to a sandbox device action
         * @description Requires scope: `device_actions:write`.
         */
        post: operations["testHelpers.addDeviceActionTracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-helpers/device-actions/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a sandbox device action
         * @description Requires scope: `device_actions:write`.
         */
        post: operations["testHelpers.completeDeviceAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-helpers/device-actions/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive and grade the device of a sandbox Store
         * @description What Loadout's staff do when the device of a Store arrives: the action completes and its asset gets the condition grade (events `logistics.completed` and `asset.received`).
         *
         *     Requires scope: `device_actions:write`.
         */
        post: operations["testHelpers.receiveDeviceAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-helpers/device-actions/{id}/action-required": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for input on a sandbox device action
         * @description Requires scope: `device_actions:write`.
         */
        post: operations["testHelpers.requestDeviceActionInput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-helpers/assets/{id}/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the data erasure of a sandbox device and issue its certificate
         * @description For a device a Store sent to clearance, once received: the NIST SP 800-88 method, the tool, the day, who did it and the verification. A verified erasure issues the erasure certificate (event `asset.erased`); a failed verification issues none and is a 409.
         *
         *     Requires scope: `assets:write`.
         */
        post: operations["testHelpers.recordAssetErasure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-helpers/assets/{id}/clearance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record how a sandbox device left the inventory after its erasure
         * @description After its erasure certificate: `resale` with the amount credited to the company, or `recycle`. The asset is then `cleared`, out of the active inventory with its history kept (event `asset.cleared`).
         *
         *     Requires scope: `assets:write`.
         */
        post: operations["testHelpers.clearAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's webhook endpoints
         * @description Requires scope: `webhooks:manage`.
         */
        get: operations["webhooks.list"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description The signing secret is in this response only. The URL must be https:// and publicly reachable. At most 10 endpoints per company (and per mode); the 11th is a 409 with `details.limit`. Subscribe to event names or the wildcards `quote.*`, `logistics.*` and `*`.
         *
         *     Requires scope: `webhooks:manage`.
         */
        post: operations["webhooks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint with its last 20 deliveries
         * @description Requires scope: `webhooks:manage`.
         */
        get: operations["webhooks.retrieve"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint and its delivery history
         * @description Requires scope: `webhooks:manage`.
         */
        delete: operations["webhooks.delete"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Change the URL, events, description or `is_active`. `rotate_secret: true` returns a new secret once; for 24 hours both secrets sign.
         *
         *     Requires scope: `webhooks:manage`.
         */
        patch: operations["webhooks.update"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event now
         * @description Sends a `webhook.test` event at once (no retries) and reports the response status and latency.
         *
         *     Requires scope: `webhooks:manage`.
         */
        post: operations["webhooks.sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver an event to the endpoint again
         * @description Requires scope: `webhooks:manage`.
         */
        post: operations["webhooks.retryDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Newest first (`sort=created_at` for oldest first), the events of the last 30 days in the key's mode: the same objects webhook endpoints receive. Filters combine with AND. A key sees the events of the objects it may read: `quote.*` needs quotes:read, `logistics.*` device_actions:read, `employee.*`, `offboarding.*` and `onboarding.*` employees:read, `webhook.test` webhooks:manage. Without a `type` filter it gets every family it may read; a `type` filter that names only families it may not read is a 403 naming the scopes that would (an empty list would look like nothing happened).
         *
         *     Any valid API key.
         */
        get: operations["events.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream events
         * @description Server-Sent Events: each event of the key's company and mode as it commits, from any API instance (every instance reads the events table). Each message has `id:` the event id, `event:` its type and `data:` the event as JSON (the object GET /api/v1/events/{id} returns). Send `Last-Event-ID` to receive first the events after that one (the last 30 days are kept), then live ones; an event that is not kept is a 400. A comment line (`: heartbeat`) comes every 15 s of silence. A connection that stops reading while events wait is dropped with a last `event: error` (`{"error": {"code": "SLOW_READER", "message"}}`) when it still fits: reconnect with Last-Event-ID. Opening a stream counts as one request against the rate limit, however long it stays open. Delivery is at least once: after a reconnect an event may come again; use its id to skip it. A key sees the events of the objects it may read: `quote.*` needs quotes:read, `logistics.*` device_actions:read, `employee.*`, `offboarding.*` and `onboarding.*` employees:read, `webhook.test` webhooks:manage. Without a `type` filter it gets every family it may read; a `type` filter that names only families it may not read is a 403 naming the scopes that would (an empty list would look like nothing happened).
         *
         *     Any valid API key.
         */
        get: operations["events.stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         * @description One event of the last 30 days in the key's mode. An event of the other mode, of another company or older than 30 days is a 404. A key sees the events of the objects it may read: `quote.*` needs quotes:read, `logistics.*` device_actions:read, `employee.*`, `offboarding.*` and `onboarding.*` employees:read, `webhook.test` webhooks:manage. Without a `type` filter it gets every family it may read; a `type` filter that names only families it may not read is a 403 naming the scopes that would (an empty list would look like nothing happened).
         *
         *     Any valid API key.
         */
        get: operations["events.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/scim-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your SCIM tokens (no secrets)
         * @description The tokens of the calling key's mode, newest first, revoked ones included.
         *
         *     Requires scope: `scim:manage`.
         */
        get: operations["scimTokens.list"];
        put?: never;
        /**
         * Create a SCIM token (the token is shown once)
         * @description For your identity provider (Okta, Microsoft Entra ID): give it `base_url` and `token`, and it keeps your employee directory in step through SCIM 2.0. A test key's token provisions the sandbox directory.
         *
         *     Requires scope: `scim:manage`.
         */
        post: operations["scimTokens.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/scim-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a SCIM token (effective at once)
         * @description Requires scope: `scim:manage`.
         */
        delete: operations["scimTokens.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offboarding-cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List offboarding cases
         * @description A case opens when an employee starts leaving (an end date is set, SCIM `active: false`, or a full HRIS import leaves them out) and lists every inventory device they hold. Newest first by default.
         *
         *     Requires scope: `employees:read`.
         */
        get: operations["offboardingCases.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offboarding-cases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an offboarding case
         * @description Requires scope: `employees:read`.
         */
        get: operations["offboardingCases.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offboarding-cases/{id}/retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retrieve a leaver's devices
         * @description Plans a Store device action (or a Reassign to a named person) for each device, created on the leaver's end date (`when: end_date`, at once if it has passed) or at once (`when: now`). Without `devices`, every device not yet planned is stored and wiped. Devices the person received since the case opened are listed first. A device whose action cannot be created (another action is in progress on it) goes back to `held` with a `problem`. With a sandbox key made with `autopilot`, the actions created at once move on by themselves, and the case completes. A key without `employees:read` reads the case with the leaver's id only (no name or e-mail).
         *
         *     Requires scope: `device_actions:write`.
         */
        post: operations["offboardingCases.retrieveDevices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offboarding-cases/{id}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a device outside the inventory to a case
         * @description For a device the leaver holds that the inventory does not list; its retrieval is then an external device action. A device of the inventory is refused: the case lists those by itself. A key without `employees:read` reads the case with the leaver's id only (no name or e-mail).
         *
         *     Requires scope: `device_actions:write`.
         */
        post: operations["offboardingCases.addDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offboarding-cases/{id}/devices/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a device off a case
         * @description For a device the leaver keeps, or that is not theirs: allowed while nothing is under way for it. The case completes if nothing else is outstanding. A key without `employees:read` reads the case with the leaver's id only (no name or e-mail).
         *
         *     Requires scope: `device_actions:write`.
         */
        delete: operations["offboardingCases.removeDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offboarding-cases/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close an offboarding case with nothing outstanding
         * @description A case completes by itself when its last device is back; this closes one that lists none (a leaver without devices). Refused with 409 while devices are outstanding. A key without `employees:read` reads the case with the leaver's id only (no name or e-mail).
         *
         *     Requires scope: `device_actions:write`.
         */
        post: operations["offboardingCases.close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equipment-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's equipment policies in the order they are evaluated
         * @description By `position`: an employee gets the first rule they match; the default rule, if any, is last.
         *
         *     Requires scope: `policies:manage`.
         */
        get: operations["equipmentPolicies.list"];
        put?: never;
        /**
         * Create an equipment policy
         * @description Kits must be your company's (GET /kits), products and configurations must be in the catalog. Without `position` the rule goes after the others, before the default rule; with one, the rules from there on move down. A second default rule is a 409 naming the first (`details.default_policy_id`).
         *
         *     Requires scope: `policies:manage`.
         */
        post: operations["equipmentPolicies.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equipment-policies/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview who a draft rule would match
         * @description Counts the employees (not started yet, or at work) a rule with these criteria would be the first match of, in the place it would take, and returns the first `limit` of them by name. With `policy_id` the draft stands in for that policy. Nothing is saved.
         *
         *     Requires scope: `policies:manage`.
         */
        post: operations["equipmentPolicies.preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equipment-policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an equipment policy
         * @description Requires scope: `policies:manage`.
         */
        get: operations["equipmentPolicies.retrieve"];
        put?: never;
        post?: never;
        /**
         * Delete an equipment policy (the rules after it move up)
         * @description Requires scope: `policies:manage`.
         */
        delete: operations["equipmentPolicies.delete"];
        options?: never;
        head?: never;
        /**
         * Update an equipment policy, or move it in the order
         * @description Fields left out stay as they are; `match` is replaced as a whole. `position` moves the rule and shifts the ones in between by one.
         *
         *     Requires scope: `policies:manage`.
         */
        patch: operations["equipmentPolicies.update"];
        trace?: never;
    };
    "/api/v1/equipment-policies/{id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the employees an equipment policy applies to
         * @description The employees (not started yet, or at work) whose first matching rule this is, by name; `meta.total` counts them all.
         *
         *     Requires scope: `policies:manage`.
         */
        get: operations["equipmentPolicies.listMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approval-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's approval rules in the order they are evaluated
         * @description By `position`: the first active rule that covers a quote decides who approves it.
         *
         *     Requires scope: `policies:manage`.
         */
        get: operations["approvalRules.list"];
        put?: never;
        /**
         * Create an approval rule
         * @description Without `position` the rule goes after the others; with one, the rules from there on move down. On a quote an active rule might cover (with every open option accepted), decisions made in the dashboard or with a key marked `requires_approval` are held until every item is decided, then need approval when a rule covers them; on any other quote they take effect at once.
         *
         *     Requires scope: `policies:manage`.
         */
        post: operations["approvalRules.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approval-rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an approval rule
         * @description Requires scope: `policies:manage`.
         */
        get: operations["approvalRules.retrieve"];
        put?: never;
        post?: never;
        /**
         * Delete an approval rule (the rules after it move up)
         * @description Requests already made keep their steps.
         *
         *     Requires scope: `policies:manage`.
         */
        delete: operations["approvalRules.delete"];
        options?: never;
        head?: never;
        /**
         * Update an approval rule, or move it in the order
         * @description Fields left out stay as they are; `condition`, `approver` and `second_step` are replaced as a whole. Requests already made keep the steps they were given.
         *
         *     Requires scope: `policies:manage`.
         */
        patch: operations["approvalRules.update"];
        trace?: never;
    };
    "/api/v1/approval-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List approval requests, oldest first
         * @description By default every request but those no rule covered, oldest first (`sort=created_at`). `approver` (with `approver_role`) narrows to the pending requests that person may decide now: an approvals inbox.
         *
         *     Requires scope: `quotes:read`.
         */
        get: operations["approvalRequests.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approval-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an approval request with its steps
         * @description Requires scope: `quotes:read`.
         */
        get: operations["approvalRequests.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approval-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the pending step of a request
         * @description Approving the last step writes the held decisions at once: the quote becomes Approved (event `quote.approved`), the acceptance e-mail goes out and the fulfilment order is placed. A request already decided is a 409, so of two approvers deciding at once exactly one wins. The approver is the person the request names in `Loadout-Actor-Email` (with `Loadout-Actor-Name` and `Loadout-Actor-Role`), as the dashboard does for its signed-in users: give `approvals:decide` only to systems that sign their users in. The requester never decides their own request, and one person decides at most one step of a request: whoever decided an earlier step cannot decide a later one (403 naming the rule).
         *
         *     Requires scope: `approvals:decide`.
         */
        post: operations["approvalRequests.approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approval-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a request, with the reason
         * @description Nothing is ordered; the quote goes back to Quoted with its items open to decide again (event `quote.approval_declined`), and the requester is e-mailed the comment. The approver is the person the request names in `Loadout-Actor-Email` (with `Loadout-Actor-Name` and `Loadout-Actor-Role`), as the dashboard does for its signed-in users: give `approvals:decide` only to systems that sign their users in. The requester never decides their own request, and one person decides at most one step of a request: whoever decided an earlier step cannot decide a later one (403 naming the rule).
         *
         *     Requires scope: `approvals:decide`.
         */
        post: operations["approvalRequests.decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approval-requests/{id}/decisions/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change one held decision before approving
         * @description Reject an item instead, or accept another of its options (only the approvers of the pending step may). The request is planned again from the changed decisions, as if they had been requested so: its total, budget impact, rule and reasons are worked out again, a later step the changed set needs is added (its approvers are e-mailed when it begins, as for every step; for instance the `second_step` of a rule above its `above_amount`, or when the quote would now take a budget below zero) and a later step it no longer needs is dropped. The steps already approved and the pending one stay: a change that would need another approver for one of them answers 409 `CONFLICT` naming the rule and the approvers it would need (decline the request instead, so that IT staff decide the quote again). The approver is the person the request names in `Loadout-Actor-Email` (with `Loadout-Actor-Name` and `Loadout-Actor-Role`), as the dashboard does for its signed-in users: give `approvals:decide` only to systems that sign their users in. The requester never decides their own request, and one person decides at most one step of a request: whoever decided an earlier step cannot decide a later one (403 naming the rule).
         *
         *     Requires scope: `approvals:decide`.
         */
        patch: operations["approvalRequests.changeDecision"];
        trace?: never;
    };
    "/api/v1/budgets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's budgets with their figures
         * @description Newest first. Figures of the calendar period (UTC) that contains `at`, counting quotes in the budget's currency, and when the budget is in the company's reporting currency (`/currency-settings`) quotes of every currency, each at the rate stored with its money: a quote's commitment at the reference rate of the day it entered `Approved`, a recipient's delivery at that of its delivery day, a request waiting for approval at that of the day it was planned. A quote's money is the accepted option's unit price (the item's `price`, or the accepted alternative's) × the item's `quantity`, shared among the item's recipients by their units: a recipient's `quantity` when given, the units no recipient claims shared equally among those without one (scaled so that the item counts exactly once). A recipient's share counts for the department of the employee in the directory with that e-mail address (case-insensitive); a recipient who is not in the directory counts only for company-wide budgets. `committed`: accepted options of quotes that entered `Approved` in the period; `spent`: shares of recipients delivered in the period; `requested`: what quotes awaiting approval would add (only in the period that contains today); `remaining` = `amount` − `committed`.
         *
         *     Requires scope: `quotes:read`.
         */
        get: operations["budgets.list"];
        put?: never;
        /**
         * Create a budget
         * @description One budget per department (case-insensitive; null: company-wide) and period length: a second one is a 409 `CONFLICT` naming the first (`details.budget_id`). The response carries the figures of the current period.
         *
         *     Requires scope: `policies:manage`.
         */
        post: operations["budgets.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets/impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Work out what a quote would do to the budgets
         * @description For each budget in `currency` that at least one line counts for, in the current period: `remaining` (amount − committed), `this_quote` (the lines' amounts) and `after`; `over_budget` when `after` is below zero. A line counts for the department it names, else for the directory's department of its `email` (only for a key with `employees:read`: without it an `email` is not looked up, so the answer says nothing about the directory); a line with neither counts only for company-wide budgets. Nothing is saved.
         *
         *     Requires scope: `quotes:read`.
         */
        post: operations["budgets.impact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets/spend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get what was committed and spent in each month, as the budgets count it
         * @description Money by calendar month (UTC), counted exactly as the budgets count it (see Budgets): `committed` is the shares of the accepted options of quotes that entered `Approved` in the month, `spent` the shares of recipients delivered in the month, so a month's `committed` and `spent` equal the `figures` of a company-wide monthly budget in that currency for that month (of a department's monthly budget, with `department`). `months` has one entry per month from `from` to `to` and per currency, oldest first, zeros included: for `currency` if given, else for each currency in which a quote was approved or a recipient delivered in the period (none: an empty list). Each entry also splits its money by the recipients' departments in the directory (`department: null`: recipients not in the directory); each figure is rounded to cents after adding, so the departments can differ from the month by a cent. The same figures as the `spend` export, one file row per month, department and currency with money. Needs `quotes:read`, as the budgets' other reads; a test key counts the sandbox's quotes and directory only. A month that is not YYYY-MM or not from 2000-01 to 2999-12, a `from` after `to` or a period of more than 120 months answers 400 `VALIDATION_ERROR`, naming the parameter and what to send.
         *
         *     Requires scope: `quotes:read`.
         */
        get: operations["budgets.retrieveSpend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a budget with its figures
         * @description Figures of the calendar period (UTC) that contains `at`, counting quotes in the budget's currency, and when the budget is in the company's reporting currency (`/currency-settings`) quotes of every currency, each at the rate stored with its money: a quote's commitment at the reference rate of the day it entered `Approved`, a recipient's delivery at that of its delivery day, a request waiting for approval at that of the day it was planned. A quote's money is the accepted option's unit price (the item's `price`, or the accepted alternative's) × the item's `quantity`, shared among the item's recipients by their units: a recipient's `quantity` when given, the units no recipient claims shared equally among those without one (scaled so that the item counts exactly once). A recipient's share counts for the department of the employee in the directory with that e-mail address (case-insensitive); a recipient who is not in the directory counts only for company-wide budgets. `committed`: accepted options of quotes that entered `Approved` in the period; `spent`: shares of recipients delivered in the period; `requested`: what quotes awaiting approval would add (only in the period that contains today); `remaining` = `amount` − `committed`.
         *
         *     Requires scope: `quotes:read`.
         */
        get: operations["budgets.retrieve"];
        put?: never;
        post?: never;
        /**
         * Delete a budget (the quotes are not touched)
         * @description Requires scope: `policies:manage`.
         */
        delete: operations["budgets.delete"];
        options?: never;
        head?: never;
        /**
         * Update a budget
         * @description Fields left out stay as they are; `department: null` makes it company-wide. Moving it onto the department and period of another budget is a 409 naming that one.
         *
         *     Requires scope: `policies:manage`.
         */
        patch: operations["budgets.update"];
        trace?: never;
    };
    "/api/v1/budgets/{id}/commitments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the quotes that committed or spent a budget's money in a period
         * @description The quotes with money counted for this budget in the period containing `at` (default today), by quote number, newest first: what each `committed` (if it entered `Approved` in the period) and `spent` (its recipients delivered in the period). `meta` names the period's first and last day.
         *
         *     Requires scope: `quotes:read`.
         */
        get: operations["budgets.listCommitments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/currency-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the company's reporting currency
         * @description Of the company, for both modes, with the currencies Loadout supports.
         *
         *     Requires scope: `quotes:read`.
         */
        get: operations["currencySettings.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the company's reporting currency
         * @description Of the company, for both modes. With a reporting currency, a budget or an approval rule in it counts quotes of every currency: each quote's money at the reference rate of the day it was committed (entered Approved), a recipient's at the rate of their delivery day, and a quote waiting for approval at the rate of the day it was submitted. The rate is stored with each, so later rates never move those figures. A budget or rule in another currency still counts only quotes in its own. Commitments made before a change keep the conversion they were stored with.
         *
         *     Requires scope: `policies:manage`.
         */
        patch: operations["currencySettings.update"];
        trace?: never;
    };
    "/api/v1/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's warehouses and offices
         * @description Newest first; `type` keeps one kind.
         *
         *     Requires scope: `assets:read`.
         */
        get: operations["locations.list"];
        put?: never;
        /**
         * Add a warehouse or an office
         * @description Names are unique among the company's locations of the key's mode, in any letter case: a second one of the same name is a 409 `CONFLICT` naming the first (`details.location_id`).
         *
         *     Requires scope: `assets:write`.
         */
        post: operations["locations.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a location
         * @description Requires scope: `assets:read`.
         */
        get: operations["locations.retrieve"];
        put?: never;
        post?: never;
        /**
         * Delete a location
         * @description Only a location nothing names: while devices are kept there, a Store in progress or a planned offboarding retrieval goes there, or it is the company's default destination, the answer is a 409 `CONFLICT` whose message says what to do and whose `details` list them (`asset_ids`, `device_action_ids`, `offboarding_case_ids`: a first five each; `default_destination`).
         *
         *     Requires scope: `assets:write`.
         */
        delete: operations["locations.delete"];
        options?: never;
        head?: never;
        /**
         * Update a location
         * @description Fields left out stay as they are; `contact_name` and `contact_email` take null to clear them. A name another location has is a 409 `CONFLICT`.
         *
         *     Requires scope: `assets:write`.
         */
        patch: operations["locations.update"];
        trace?: never;
    };
    "/api/v1/inventory-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the company's inventory settings
         * @description Of the key's mode: a test key reads the sandbox's, which name the sandbox's locations.
         *
         *     Requires scope: `assets:read`.
         */
        get: operations["inventorySettings.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the company's inventory settings
         * @description Of the key's mode. A `location` default must name one of the mode's locations (a 400 on `default_destination.location_id` otherwise), and that location cannot be deleted while it is the default.
         *
         *     Requires scope: `assets:write`.
         */
        patch: operations["inventorySettings.update"];
        trace?: never;
    };
    "/api/v1/assets/{id}/erasure-certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a device's erasure certificate
         * @description The certificate Loadout issued when it erased the device's data (NIST SP 800-88) before its resale or recycling: the PDF by default, or its JSON record with `Accept: application/json`. The PDF's SHA-256 is `pdf_sha256` of the record, and is in the audit log. A device without a certificate is a 404.
         *
         *     Requires scope: `assets:read`.
         */
        get: operations["assets.retrieveErasureCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit events
         * @description Newest first, one event per change to company data in the key’s mode: by dashboard users, API keys, Loadout operators, SCIM and background jobs. Filters combine with AND.
         *
         *     Requires scope: `audit:read`.
         */
        get: operations["auditEvents.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an audit event
         * @description Requires scope: `audit:read`.
         */
        get: operations["auditEvents.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-checkpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit chain checkpoints
         * @description Newest first: the head of the key’s chain (its company’s events of its mode) as Loadout signed it, every AUDIT_CHECKPOINT_INTERVAL (10 minutes by default) while the chain grows. Keep them: a chain rewritten after a checkpoint no longer reaches the hash it signed.
         *
         *     Requires scope: `audit:read`.
         */
        get: operations["auditCheckpoints.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-checkpoints/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the public key of audit checkpoints
         * @description The Ed25519 public key that verifies the `signature` of audit checkpoints. Public (no API key). Pin its `key_id` when you first read it: a checkpoint signed by another key deserves a question to Loadout.
         */
        get: operations["auditCheckpoints.publicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/request-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's API requests of the last 30 days
         * @description Newest first; requests made with the key's mode only (live keys see live requests, test keys sandbox ones). `status` takes an exact status (`404`) or a class (`4xx`); `path` matches the start of the path. Entries appear within a second of the response; reads of the request log are not recorded. Bodies are shown only to a key that holds the scopes of the route that produced the entry; otherwise they are null and `bodies_hidden` names the missing scope.
         *
         *     Requires scope: `request_logs:read`.
         */
        get: operations["requestLogs.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/request-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one API request with its bodies
         * @description By the entry id, or by the request id that the response carried in `X-Request-Id` (`req_…`), as error messages in the dashboard show it. Its bodies are shown only to a key that holds the scopes of the route that produced it; otherwise they are null and `bodies_hidden` names the missing scope.
         *
         *     Requires scope: `request_logs:read`.
         */
        get: operations["requestLogs.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List exports
         * @description Newest first; exports are kept 7 days. `download_url` is null for kinds whose data the key may not read.
         *
         *     Requires scope: `exports:read`.
         */
        get: operations["exports.list"];
        put?: never;
        /**
         * Export a list to CSV or XLSX
         * @description Starts an export of `kind` with the list's filters and answers 202 with it `queued`; read it with GET /api/v1/exports/:id until `status` is `succeeded`, then fetch `download_url`. `filters` are the list endpoint's query parameters (`quotes`: GET /quotes, one row per item and recipient; `inventory`: GET /assets; `device_actions`: GET /device-actions; `employees`: GET /employees; `spend`: `from`, `to`, `currency`, `department`), checked as that endpoint checks them. The key needs the read scope of the data too (quotes:read for quotes and spend, assets:read, device_actions:read, employees:read). When the dashboard names a user (Loadout-Actor-Email), they get an e-mail when the file is ready. Exports are deleted after 7 days. A company may have a few exports queued or running at once in each mode (5 unless the deployment changes it); past that the answer is 429 RATE_LIMITED saying how many are in progress: wait until one has finished, then ask again. Text cells beginning with =, +, -, @, a tab or a carriage return get a leading ' so that spreadsheets never run them as formulas.
         *
         *     Requires scope: `exports:write`.
         */
        post: operations["exports.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an export: its status, progress and download URL
         * @description `rows_written` grows while it runs; once `succeeded`, `download_url` is a signed URL valid for 15 minutes (needing no API key): read the export again for a fresh one. The key needs the read scope of the export's data.
         *
         *     Requires scope: `exports:read`.
         */
        get: operations["exports.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/onboarding-cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List onboarding cases
         * @description A case is scheduled for each hire with a start date ahead, opens the company's lead days before it with a draft quote from their equipment policy, and follows the submitted quote to delivery. Newest first by default.
         *
         *     Requires scope: `employees:read`.
         */
        get: operations["onboardingCases.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/onboarding-cases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an onboarding case
         * @description Requires scope: `employees:read`.
         */
        get: operations["onboardingCases.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/onboarding-cases/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a hire's draft as a quote
         * @description Creates the quote the draft shows (as `POST /quotes` would, with the hire as recipient); the case then follows it. `choices` picks for the hire where they have not; a choice the hire picked through their link keeps their pick unless `override_choices` is true. The case's `picks` show who picked each choice. Refused with 409 while the case is scheduled, or while something blocks the draft (`details.blockers`). A key without `employees:read` reads the case with the hire's id only (no name or e-mail), and blockers that call them `The hire`.
         *
         *     Requires scope: `quotes:write`.
         */
        post: operations["onboardingCases.submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/onboarding-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the company's onboarding settings
         * @description Requires scope: `policies:manage`.
         */
        get: operations["onboardingSettings.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the company's onboarding settings
         * @description Settings of the company, for both modes. A new lead time applies to cases scheduled from then on, and to scheduled ones when their hire next changes.
         *
         *     Requires scope: `policies:manage`.
         */
        patch: operations["onboardingSettings.update"];
        trace?: never;
    };
    "/api/v1/onboarding-choices/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read what a hire's one-time link offers
         * @description What the hire sees on their link: their first name, the company, the start date, the deadline and each choice of their equipment policy with its options, the default, and what they picked. Public and token-authenticated: no API key; the token in the path, sent to the hire by e-mail when their case opens, is the credential. It works for one choice, until `deadline`, and never after the draft was submitted.
         */
        get: operations["onboardingChoices.retrieve"];
        put?: never;
        /**
         * Make a hire's choices through their one-time link
         * @description The hire's picks, by choice name (any letter case): an option's label. They win over IT staff's `choices` at submit, unless IT staff send `override_choices`. The link then stops working, and with auto-submit the draft is submitted at once. A choice or option that does not exist is a 400 naming it. Public and token-authenticated: no API key; the token in the path, sent to the hire by e-mail when their case opens, is the credential. It works for one choice, until `deadline`, and never after the draft was submitted.
         */
        post: operations["onboardingChoices.make"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/refreshes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List refreshes
         * @description Newest first by default; of one status or one device if asked.
         *
         *     Requires scope: `assets:read`.
         */
        get: operations["refreshes.list"];
        put?: never;
        /**
         * Start the refresh of a device
         * @description Starts a `draft` for a device in use by someone in the employee directory: the quote their equipment policy gives (as an onboarding draft, its choices at their defaults), shown in `draft` with what blocks it. Submit it with POST /refreshes/{id}/submit; once that quote is delivered, the old device gets a Store to the company's default destination (GET /inventory-settings). 409 for a device in storage or cleared, a holder outside the directory, or a device with a refresh under way (`details.refresh_id`).
         *
         *     Requires scope: `assets:write`.
         */
        post: operations["refreshes.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/refreshes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a refresh
         * @description Requires scope: `assets:read`.
         */
        get: operations["refreshes.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/refreshes/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a refresh's draft as a quote
         * @description Creates the quote the draft shows (as POST /quotes would, with the holder as recipient): the refresh is then `ordered`. 409 unless it is a `draft`, or while something blocks the draft (`details.blockers`).
         *
         *     Requires scope: `quotes:write`.
         */
        post: operations["refreshes.submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/refreshes/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a refresh
         * @description A `draft` or an `ordered` refresh, or a `returning` one left without a Store (`problem`). Its quote is left as it is: decline it there. 409 otherwise.
         *
         *     Requires scope: `assets:write`.
         */
        post: operations["refreshes.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "quote.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event quote.created
         * @description A quote was requested. Loadout POSTs this to every active endpoint subscribed to `quote.created` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.quoteCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event quote.pending
         * @description Every item of the quote is priced: it is Quoted. Loadout POSTs this to every active endpoint subscribed to `quote.pending` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.quotePending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.approval_requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event quote.approval_requested
         * @description Decisions on the quote wait for approvers (see Approval requests). Loadout POSTs this to every active endpoint subscribed to `quote.approval_requested` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.quoteApprovalRequested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event quote.approved
         * @description Every item is decided, at least one accepted (and approved where rules required it). Loadout POSTs this to every active endpoint subscribed to `quote.approved` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.quoteApproved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.approval_declined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event quote.approval_declined
         * @description An approver declined the quote's held decisions. Loadout POSTs this to every active endpoint subscribed to `quote.approval_declined` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.quoteApprovalDeclined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.tracking_added": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event quote.tracking_added
         * @description A recipient of the quote got a tracking code. Loadout POSTs this to every active endpoint subscribed to `quote.tracking_added` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.quoteTrackingAdded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event quote.delivered
         * @description Every recipient of every accepted item has the hardware. Loadout POSTs this to every active endpoint subscribed to `quote.delivered` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.quoteDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "quote.action_required": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event quote.action_required
         * @description Loadout needs input from the client on the quote. Loadout POSTs this to every active endpoint subscribed to `quote.action_required` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.quoteActionRequired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "logistics.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event logistics.created
         * @description A device action was created. Loadout POSTs this to every active endpoint subscribed to `logistics.created` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.logisticsCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "logistics.tracking_added": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event logistics.tracking_added
         * @description A device action got a tracking code. Loadout POSTs this to every active endpoint subscribed to `logistics.tracking_added` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.logisticsTrackingAdded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "logistics.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event logistics.completed
         * @description A device action was completed. Loadout POSTs this to every active endpoint subscribed to `logistics.completed` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.logisticsCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "logistics.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event logistics.cancelled
         * @description A device action was cancelled. Loadout POSTs this to every active endpoint subscribed to `logistics.cancelled` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.logisticsCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "logistics.action_required": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event logistics.action_required
         * @description Loadout needs input from the client on a device action. Loadout POSTs this to every active endpoint subscribed to `logistics.action_required` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.logisticsActionRequired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event employee.created
         * @description A person was added to the directory. Loadout POSTs this to every active endpoint subscribed to `employee.created` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.employeeCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event employee.updated
         * @description Something an integrator sees of a person changed. Loadout POSTs this to every active endpoint subscribed to `employee.updated` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.employeeUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.leaving": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event employee.leaving
         * @description An end date was set or the person was deactivated; sent besides `employee.updated`. Loadout POSTs this to every active endpoint subscribed to `employee.leaving` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.employeeLeaving"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offboarding.opened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event offboarding.opened
         * @description An offboarding case opened for a leaver. Loadout POSTs this to every active endpoint subscribed to `offboarding.opened` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.offboardingOpened"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offboarding.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event offboarding.completed
         * @description The leaver's devices are all back, or closed. Loadout POSTs this to every active endpoint subscribed to `offboarding.completed` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.offboardingCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "offboarding.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event offboarding.cancelled
         * @description The person is no longer leaving. Loadout POSTs this to every active endpoint subscribed to `offboarding.cancelled` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.offboardingCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "onboarding.opened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event onboarding.opened
         * @description An onboarding case opened for a new hire. Loadout POSTs this to every active endpoint subscribed to `onboarding.opened` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.onboardingOpened"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "onboarding.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event onboarding.completed
         * @description The hire's equipment was delivered. Loadout POSTs this to every active endpoint subscribed to `onboarding.completed` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.onboardingCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "onboarding.late": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event onboarding.late
         * @description The equipment will not arrive by the start date. Loadout POSTs this to every active endpoint subscribed to `onboarding.late` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.onboardingLate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "onboarding.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event onboarding.cancelled
         * @description The hire is no longer starting. Loadout POSTs this to every active endpoint subscribed to `onboarding.cancelled` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.onboardingCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "asset.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event asset.received
         * @description Loadout received a returned device and graded it (`condition_grade`); it is kept where `storage` says, or waits for clearance. Loadout POSTs this to every active endpoint subscribed to `asset.received` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.assetReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "asset.erased": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event asset.erased
         * @description Loadout erased the device's data and issued its erasure certificate (`erasure`, with `certificate_url`). Loadout POSTs this to every active endpoint subscribed to `asset.erased` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.assetErased"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "asset.cleared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event asset.cleared
         * @description The device left the inventory after its certified erasure: resold (the amount credited in `clearance`) or recycled. `erasure.certificate_url` is its certificate. Loadout POSTs this to every active endpoint subscribed to `asset.cleared` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.assetCleared"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "asset.refresh_due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event asset.refresh_due
         * @description The device is due for refresh within 30 days (`refresh_due_on`), or already overdue when it got its refresh day: sent once per device and refresh day, by a daily check at 05:00 UTC. Loadout POSTs this to every active endpoint subscribed to `asset.refresh_due` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.assetRefreshDue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event webhook.test
         * @description Sent by `POST /api/v1/webhooks/{id}/test`. Loadout POSTs this to every active endpoint subscribed to `webhook.test` (or a wildcard that covers it), signed as the Webhooks guide says.
         */
        post: operations["webhooks.webhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description When the rule covers a quote's requested decisions: `amount_over` (the accepted total exceeds `amount`; only quotes in the rule's currency, since nothing is converted: add a rule per currency), `freeform_items` (an accepted option is a freeform item), `outside_policy` (an accepted option is not a product or kit of the recipient's equipment policy, or the recipient has none), or `departments` (a recipient works in one of them, per the directory; case-insensitive). */
        ApprovalConditionInput: {
            /** @constant */
            type: "amount_over";
            amount: number;
        } | {
            /** @constant */
            type: "freeform_items";
        } | {
            /** @constant */
            type: "outside_policy";
        } | {
            /** @constant */
            type: "departments";
            departments: string[];
        };
        Error: {
            error: {
                /** @enum {string} */
                code: "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "VALIDATION_ERROR" | "CONFLICT" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                /** @description What was wrong and how to fix it, for a human. */
                message: string;
                /** @description Specifics: for VALIDATION_ERROR a list of `{path, message}`; otherwise an object named by the error (for FORBIDDEN `required_scopes` and `granted_scopes`, for CONFLICT the conflicting ids), or null. */
                details: ({
                    /** @description Where the problem is, e.g. `items[0].recipients` or `limit`. */
                    path: string;
                    message: string;
                }[] | {
                    [key: string]: unknown;
                }) | null;
            };
        };
        ApiKey: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            company_id: string;
            name: string;
            /** @enum {string} */
            mode: "live" | "test";
            livemode: boolean;
            scopes: ("quotes:read" | "quotes:write" | "assets:read" | "assets:write" | "device_actions:read" | "device_actions:write" | "webhooks:manage" | "employees:read" | "scim:manage" | "policies:manage" | "approvals:decide" | "audit:read" | "request_logs:read" | "exports:read" | "exports:write")[];
            /** @description Recognisable form of the key, e.g. `lo_live_…a1B2`. */
            display: string;
            rate_limit_per_minute: number;
            autopilot: boolean;
            /** @description Decisions on quotes made with this key go through the company's approval rules, as the dashboard's do. */
            requires_approval: boolean;
            expires_at: string | null;
            revoked_at: string | null;
            /** @description Last authenticated request, to the minute. */
            last_used_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        CurrencySettings: {
            /** @description The currency budgets and approval rules in it count quotes of every currency in, each at the rate of its commitment day (stored with it, so later rates never move past figures). Null (the default): nothing is converted, and a budget or rule counts only quotes in its own currency. */
            reporting_currency: string | null;
            /** @description Every currency Loadout prices, budgets and converts in (ISO 4217, minor unit of at most 2 digits). */
            currencies: string[];
        };
        /** @description How this money counts in the company's reporting currency (`/currency-settings`): stored when it was committed, so rates imported later never move it. Null when the company had no reporting currency then, or no reference rate held for that day. */
        Conversion: {
            /** @description The company's reporting currency at that moment. */
            currency: string;
            /** @description Units of `currency` per unit of the money’s own currency, as exact decimal text (e.g. `1.2626`); `1` in the same currency. */
            rate: string;
            /** @description The day whose reference rates gave `rate` (the latest published on or before it). */
            day: string;
        };
        /** @description Who approves: `recipient_manager` (the manager the directory names for each recipient; any one of them may approve, and anyone with the manager role when no recipient has one), `person` (one named person, by e-mail), or `any_manager` (anyone with the manager role). The requester never approves their own request. */
        Approver: {
            /** @constant */
            type: "recipient_manager";
        } | {
            /** @constant */
            type: "person";
            email: string;
            name: string | null;
        } | {
            /** @constant */
            type: "any_manager";
        };
        /** @description When the rule covers a quote's requested decisions: `amount_over` (the accepted total exceeds `amount`; only quotes in the rule's currency, since nothing is converted: add a rule per currency), `freeform_items` (an accepted option is a freeform item), `outside_policy` (an accepted option is not a product or kit of the recipient's equipment policy, or the recipient has none), or `departments` (a recipient works in one of them, per the directory; case-insensitive). */
        ApprovalCondition: {
            /** @constant */
            type: "amount_over";
            amount: number;
        } | {
            /** @constant */
            type: "freeform_items";
        } | {
            /** @constant */
            type: "outside_policy";
        } | {
            /** @constant */
            type: "departments";
            departments: string[];
        };
        ApprovalSecondStep: {
            /** @description A second approval when the accepted total exceeds this (in the rule currency); null: never. */
            above_amount: number | null;
            /** @description A second approval when the quote would take a budget (GET /budgets) below zero. */
            when_over_budget: boolean;
            approver: components["schemas"]["Approver"];
        };
        ApprovalPerson: {
            email: string;
            name: string | null;
        };
        ApprovalRule: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description Order of evaluation, from 1: the first active rule that covers a quote decides its approval. */
            position: number;
            active: boolean;
            condition: components["schemas"]["ApprovalCondition"];
            /** @description The currency of the rule's amounts; an amount applies to quotes in this currency only. */
            currency: string;
            approver: components["schemas"]["Approver"];
            second_step: components["schemas"]["ApprovalSecondStep"] | null;
            /** @description Who a step escalates to when it is still undecided five working days after it began; null: anyone with the manager role. */
            fallback_approver: components["schemas"]["ApprovalPerson"] | null;
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        RequestedDecision: {
            /** Format: uuid */
            item_id: string;
            alternative_id: string | null;
            /** @enum {string} */
            action: "accept" | "reject";
            /** @description The recipients given with the accept, which replace the item’s; null: the item’s own. */
            recipients: {
                [key: string]: unknown;
            }[] | null;
        };
        /** @description A person signed in to the dashboard, or an API key. */
        ApprovalActor: {
            /** @enum {string} */
            type: "user" | "api_key";
            email: string | null;
            name: string | null;
            role: string | null;
            api_key_id: string | null;
        };
        ApprovalStep: {
            position: number;
            /** @enum {string} */
            status: "waiting" | "pending" | "approved" | "declined" | "cancelled";
            /** @description Why this step is needed, e.g. `Accepted total over 5,000.00 USD`. */
            reason: string;
            approver: components["schemas"]["Approver"];
            /** @description The e-mails of the people who may decide the step. */
            approvers: string[];
            /** @description Anyone with the manager role may decide it too: the approver is `any_manager`, no named approver could be found, or it escalated without a fallback approver. */
            open_to_managers: boolean;
            started_at: string | null;
            /** @description Two working days after the step began; a reminder goes out then. */
            due_at: string | null;
            reminded_at: string | null;
            escalated_at: string | null;
            decided_by: components["schemas"]["ApprovalPerson"] | null;
            decided_at: string | null;
            comment: string | null;
        };
        ApprovalBudgetImpact: {
            /** Format: uuid */
            budget_id: string;
            department: string | null;
            period_start: string;
            /** @description ISO 4217 currency code. */
            currency: string;
            amount: number;
            remaining: number;
            this_quote: number;
            after: number;
        };
        ApprovalRequest: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            quote_id: string;
            quote_number: string;
            /**
             * @description `collecting` while the quote still has undecided items (the decisions take effect together), `pending` while approvers decide, then `approved`, `declined` or `cancelled`.
             * @enum {string}
             */
            status: "collecting" | "pending" | "approved" | "declined" | "cancelled";
            rule: {
                id: string | null;
                name: string | null;
            };
            reasons: string[];
            decisions: components["schemas"]["RequestedDecision"][];
            requested_by: components["schemas"]["ApprovalActor"];
            /** @description What the requested accepts cost. */
            total: number | null;
            /** @description ISO 4217 currency code. */
            currency: string;
            /** @description `total` in the company's reporting currency at the reference rates of the day the request was planned, as approval rules and budgets in that currency count it; `total` × `rate`. */
            conversion: components["schemas"]["Conversion"] | null;
            over_budget: boolean;
            budget_impact: components["schemas"]["ApprovalBudgetImpact"][];
            steps: components["schemas"]["ApprovalStep"][];
            requested_at: string | null;
            due_at: string | null;
            decided_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description Where a Store sends the device: `loadout_hub` (Loadout's hub keeps it for reuse; the default), `location` (one of the company's warehouses or offices, by `location_id`), or `clearance` (certified data erasure, then `resale` with the amount credited to the company, or `recycle`). */
        StoreDestination: {
            /** @constant */
            type: "loadout_hub";
        } | {
            /** @constant */
            type: "location";
            /** Format: uuid */
            location_id: string;
        } | {
            /** @constant */
            type: "clearance";
            /** @enum {string} */
            outcome: "resale" | "recycle";
        };
        ErasureCertificate: {
            /** @description `EC-<year>-<number>`, unique across Loadout. */
            number: string;
            /** Format: uuid */
            asset_id: string;
            company: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            device: {
                serial_number: string;
                model: string;
                device_type: string;
            };
            /**
             * @description The sanitization method of NIST SP 800-88 Rev. 1: `clear` (overwrite through the interface), `purge` (cryptographic or block erase), or `destroy` (physical destruction).
             * @enum {string}
             */
            method: "clear" | "purge" | "destroy";
            method_label: string;
            /** @constant */
            standard: "NIST SP 800-88 Rev. 1";
            tool: string;
            erased_on: string;
            performed_by: string;
            verification: {
                /** @constant */
                result: "passed";
                note: string | null;
            };
            /** Format: date-time */
            issued_at: string;
            /** @constant */
            issued_by: "Loadout";
            /** @description SHA-256 (hex) of the PDF, as recorded in the audit log. */
            pdf_sha256: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
        };
        AssetErasure: {
            certificate_number: string;
            /** @enum {string} */
            method: "clear" | "purge" | "destroy";
            erased_on: string;
            /** Format: date-time */
            issued_at: string;
            pdf_sha256: string;
            /** @description The certificate on this API, a path to GET with a key that has assets:read: the PDF, or its JSON record with `Accept: application/json`. */
            certificate_url: string;
        };
        AssetClearance: {
            /** @enum {string} */
            outcome: "resale" | "recycle";
            credited_amount: number | null;
            currency: string | null;
            /** Format: date-time */
            cleared_at: string;
        };
        Asset: {
            /** Format: uuid */
            id: string;
            serial_number: string;
            device_type: string;
            model: string;
            description: string | null;
            /** @description The country as sent (free-form name or code). */
            country: string;
            /** @description Read-only. The ISO 3166-1 alpha-2 code Loadout recognises in `country` (`GB` for `UK` or `United Kingdom`, `DE` for `Germany`); null when it recognises none. */
            readonly country_code: string | null;
            /**
             * @description `in_use` by `employee`, `in_storage` where `storage` says, or `cleared`: resold or recycled after a certified erasure, out of the active inventory (see `clearance`).
             * @enum {string}
             */
            status: "in_storage" | "in_use" | "cleared";
            /** @description Who holds the device; null while it is in storage. */
            employee: {
                name: string;
                email: string | null;
            } | null;
            condition: string | null;
            /** @description Where a device in storage is kept: the destination of the Store that brought it back (`loadout_hub` for devices stored before destinations, or added without an employee); null while in use. */
            storage: components["schemas"]["StoreDestination"] | null;
            /** @description Loadout's grade when the device last came back: A like new, B light wear, C worn but working, D broken; null until graded. */
            condition_grade: ("A" | "B" | "C" | "D") | null;
            /** @description What the grade's operator saw. */
            condition_note: string | null;
            /** @description When Loadout last received the device back. */
            received_at: string | null;
            /** @description The device's certified data erasure, once done. */
            erasure: components["schemas"]["AssetErasure"] | null;
            /** @description How the device left the inventory, once cleared. */
            clearance: components["schemas"]["AssetClearance"] | null;
            /** @description The day the company got the device (UTC): the delivery day of a device procured through a quote, else as added or imported; null when unknown. */
            purchased_on: string | null;
            /** @description What the device cost, in `currency`: the accepted price of a quote, else as added or imported. */
            purchase_cost: number | null;
            /** @description The same as `purchase_cost` (this field's first name). */
            cost: number | null;
            /** @description ISO 4217 currency code. */
            currency: string;
            /** @description The last day of the device's warranty; null when unknown. */
            warranty_ends_on: string | null;
            /** @description When the device is due for refresh: `purchased_on` plus the company's lifespan of its device type (GET /api/v1/inventory-settings, `device_lifespans`); null without a purchase day. `asset.refresh_due` is sent 30 days before. */
            refresh_due_on: string | null;
            /** @description Today's value by straight-line depreciation, in `currency`: `purchase_cost` on `purchased_on`, falling evenly each day to 0 on `refresh_due_on`; 0 once cleared; null without a cost or a purchase day. */
            book_value: number | null;
            /** @enum {string} */
            source: "procured" | "added";
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        DeviceImportSummary: {
            /** @description Devices added to the inventory. */
            created: number;
            /** @description Rows whose serial number is already in the inventory: left as they are (move a device with POST /api/v1/device-actions). */
            existing: number;
            /** @description Rows refused, with what was wrong; the other rows were imported. */
            errors: {
                /** @description 1 is the first row after the header. */
                row: number;
                message: string;
            }[];
        };
        Location: {
            /** Format: uuid */
            id: string;
            /**
             * @description `warehouse` or `office`.
             * @enum {string}
             */
            type: "warehouse" | "office";
            /** @description Unique among the company's locations of this mode (any letter case). */
            name: string;
            /** @description Street, postcode and city, as a courier needs them. */
            address: string;
            /** @description The country as sent (free-form name or code). */
            country: string;
            /** @description Read-only. The ISO 3166-1 alpha-2 code Loadout recognises in `country` (`GB` for `UK` or `United Kingdom`, `DE` for `Germany`); null when it recognises none. */
            readonly country_code: string | null;
            /** @description Who receives devices there. */
            contact_name: string | null;
            /** @description The contact's e-mail address, lower case. */
            contact_email: string | null;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        DeviceAction: {
            /** Format: uuid */
            id: string;
            /** @description Human reference, `DA-<year>-<number>`; accepted wherever the id is. */
            action_id: string;
            /** @enum {string} */
            action_type: "Store" | "Assign" | "Reassign";
            /** @enum {string} */
            status: "In Progress" | "Completed" | "Cancelled";
            status_timestamps: {
                [key: string]: string;
            };
            status_history: {
                /** @enum {string} */
                status: "In Progress" | "Completed" | "Cancelled";
                /** Format: date-time */
                at: string;
                note: string | null;
            }[];
            serial_number: string;
            model: string;
            type: string;
            /** @description The country as sent (free-form name or code). */
            country: string;
            /** @description Read-only. The ISO 3166-1 alpha-2 code Loadout recognises in `country` (`GB` for `UK` or `United Kingdom`, `DE` for `Germany`); null when it recognises none. */
            readonly country_code: string | null;
            device: {
                serial_number: string;
                model: string;
                type: string;
                /** @description The country as sent (free-form name or code). */
                country: string;
                /** @description Read-only. The ISO 3166-1 alpha-2 code Loadout recognises in `country` (`GB` for `UK` or `United Kingdom`, `DE` for `Germany`); null when it recognises none. */
                readonly country_code: string | null;
            };
            current_user: {
                name: string;
                email: string | null;
                country: string | null;
                /** @description Read-only. The ISO 3166-1 alpha-2 code Loadout recognises in `country` (`GB` for `UK` or `United Kingdom`, `DE` for `Germany`); null when it recognises none. */
                readonly country_code: string | null;
                address: string | null;
                phone: string | null;
            } | null;
            new_recipient: {
                name: string;
                email: string | null;
                country: string | null;
                /** @description Read-only. The ISO 3166-1 alpha-2 code Loadout recognises in `country` (`GB` for `UK` or `United Kingdom`, `DE` for `Germany`); null when it recognises none. */
                readonly country_code: string | null;
                address: string | null;
                phone: string | null;
            } | null;
            wipe: boolean;
            wipe_completed: boolean;
            /** @description A Store's destination (`loadout_hub` when the request named none); null for Assign and Reassign, which deliver to `new_recipient`. */
            destination: components["schemas"]["StoreDestination"] | null;
            notes: string | null;
            notification_emails: string[];
            tracking_code: string | null;
            tracking_link: string | null;
            comments: {
                /** Format: uuid */
                id: string;
                author: string;
                message: string;
                /** @enum {string} */
                source: "operator" | "client" | "system";
                /** Format: date-time */
                created_at: string;
            }[];
            action_required: {
                message: string;
                /** Format: date-time */
                requested_at: string;
            } | null;
            /** @description true when the device was not in the inventory when the action was created. */
            external: boolean;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The holding asset, with `include_asset=true`. */
            asset?: components["schemas"]["Asset"] | null;
        };
        Employee: {
            /** Format: uuid */
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            status: "active" | "inactive";
            department: string | null;
            job_title: string | null;
            country: string | null;
            /** @description Read-only. The ISO 3166-1 alpha-2 code Loadout recognises in `country` (`GB` for `UK` or `United Kingdom`, `DE` for `Germany`); null when it recognises none. */
            readonly country_code: string | null;
            address: string | null;
            /** @description YYYY-MM-DD; the same as `start_date`. */
            hire_date: string | null;
            /** @description The first working day, YYYY-MM-DD. */
            start_date: string | null;
            /** @description The last working day, YYYY-MM-DD; set while the person is leaving. */
            end_date: string | null;
            /**
             * @description `pre_hire` before `start_date`; `active`; `leaving` until and including `end_date`; `left` after it, or once inactive without an end date.
             * @enum {string}
             */
            stage: "pre_hire" | "active" | "leaving" | "left";
            employee_number: string | null;
            /** @description The manager's employee id. */
            manager_id: string | null;
            manager_email: string | null;
            hris_id: string | null;
            /** @description When the HRIS sync last wrote this record. */
            synced_at: string | null;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
        };
        OnboardingDraftItem: {
            /** @enum {string} */
            kind: "kit" | "product" | "choice";
            /** @description The kit's or product's name; for a choice, the option taken. */
            name: string;
            kit_id: string | null;
            product_id: string | null;
            configuration_id: string | null;
            quantity: number;
            /** @description Indicative price of the line (catalog estimates), or null when the catalog has none. */
            estimate: number | null;
            /** @description The choice this line answers, for `kind: choice`. */
            choice: string | null;
        };
        OnboardingChoice: {
            name: string;
            options: {
                label: string;
                /** Format: uuid */
                product_id: string;
                quantity: number;
            }[];
            default_option: string;
            /** @description The label picked (by the hire, or for them); null: the default is taken at the deadline. */
            chosen: string | null;
            /** @description Who picked: `hire` through their one-time link, or `it_staff` at submit (where the hire had not picked, or with `override_choices`). null when nothing was picked, or for a pick made before 2026-11-28 on a case submitted after its hire picked. */
            chosen_by: ("hire" | "it_staff") | null;
            /** @description When `chosen` was picked. */
            chosen_at: string | null;
        };
        /** @description One choice's pick: the option taken, who took it and when. */
        OnboardingPick: {
            /** @description The choice's name in the equipment policy. */
            choice: string;
            /** @description The label of the option taken. */
            option: string;
            /** @description Who picked: `hire` through their one-time link, or `it_staff` at submit (where the hire had not picked, or with `override_choices`). null when nothing was picked, or for a pick made before 2026-11-28 on a case submitted after its hire picked. */
            chosen_by: ("hire" | "it_staff") | null;
            chosen_at: string | null;
            /** @description For `it_staff`: the person the key named in the Loadout-Actor-* headers (the dashboard names its signed-in user), and the key; null for the hire. */
            actor: {
                email: string | null;
                name: string | null;
                api_key_id: string | null;
            } | null;
            /** @description What the hire picked through their link, also when IT staff overrode it (`override_choices`); null when they did not pick. */
            hire_option: string | null;
        };
        /** @description The quote the case would submit now, drawn from the current policy and directory entry: a change to either re-plans it until it is submitted. */
        OnboardingDraft: {
            /** @description The equipment policy the hire matches now; null when none does. */
            policy: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            items: components["schemas"]["OnboardingDraftItem"][];
            choices: components["schemas"]["OnboardingChoice"][];
            budget: {
                amount: number;
                /** @description ISO 4217 currency code. */
                currency: string;
            } | null;
            /** @description Sum of the lines' estimates in `currency` (the budget's); lines priced in another currency, or without an estimate, are left out. */
            estimated_total: number | null;
            currency: string | null;
            over_budget: boolean;
            /** @description What keeps the draft from being submitted (no address, no policy, nothing to order); empty when it can go. */
            blockers: string[];
        };
        /** @description The person the case is about. `name` and `email` are left out for a key without `employees:read` (a key that may change the case, e.g. with `quotes:write` or `device_actions:write`, but not read the directory). */
        CaseEmployee: {
            /** Format: uuid */
            id: string;
            name?: string;
            email?: string;
        };
        OnboardingCase: {
            /** Format: uuid */
            id: string;
            /**
             * @description `scheduled` until `opens_on`; `open` with a draft, waiting for choices and IT staff; `submitted` as `quote_id`; `completed` when everything is delivered; `cancelled` when the hire no longer starts.
             * @enum {string}
             */
            status: "scheduled" | "open" | "submitted" | "completed" | "cancelled";
            employee: components["schemas"]["CaseEmployee"];
            start_date: string;
            /** @description The day the case opens: `start_date` less the company's lead days. */
            opens_on: string;
            /** @description Until when the hire may pick; then the defaults are taken. */
            choice_deadline: string | null;
            choices_made_at: string | null;
            /** @description Each choice picked so far, by the hire or IT staff, with who picked it; kept after the case is submitted (the draft is not). A choice left to its default is not listed. */
            picks: components["schemas"]["OnboardingPick"][];
            /** @description While `open` (and `scheduled`, as planned so far). */
            draft: components["schemas"]["OnboardingDraft"] | null;
            quote_id: string | null;
            /** @description Not everything was delivered by the start date. */
            late: boolean;
            submitted_at: string | null;
            completed_at: string | null;
            cancelled_at: string | null;
            cancel_reason: string | null;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        OnboardingSettings: {
            /** @description Days before the start date a case opens (default 21). */
            lead_days: number;
            /** @description Submit each draft as a quote by itself once the hire's choices are in (or their deadline passed). */
            auto_submit: boolean;
        };
        OnboardingChoicePage: {
            first_name: string;
            company: string;
            start_date: string;
            deadline: string | null;
            choices: {
                name: string;
                default_option: string;
                chosen: string | null;
                options: {
                    label: string;
                    product: string;
                    image_url: string | null;
                }[];
            }[];
        };
        OffboardingDevice: {
            /** Format: uuid */
            id: string;
            serial_number: string;
            model: string;
            type: string;
            /** @description The country as sent (free-form name or code). */
            country: string;
            /** @description Read-only. The ISO 3166-1 alpha-2 code Loadout recognises in `country` (`GB` for `UK` or `United Kingdom`, `DE` for `Germany`); null when it recognises none. */
            readonly country_code: string | null;
            /** @description true for a device outside the inventory, added to the case by hand. */
            external: boolean;
            /**
             * @description `held`: nothing planned yet; `scheduled`: its device action is created on `scheduled_for`; `in_progress`: the device action is under way; `returned`: stored or with its new holder; `cancelled`: taken off the list, or the case was cancelled.
             * @enum {string}
             */
            status: "held" | "scheduled" | "in_progress" | "returned" | "cancelled";
            /** @description How it comes back, once planned. */
            action_type: ("Store" | "Reassign") | null;
            /** @description Who receives it, for Reassign. */
            new_recipient: {
                name: string;
                email: string | null;
                country: string | null;
                /** @description Read-only. The ISO 3166-1 alpha-2 code Loadout recognises in `country` (`GB` for `UK` or `United Kingdom`, `DE` for `Germany`); null when it recognises none. */
                readonly country_code: string | null;
                address: string | null;
                phone: string | null;
            } | null;
            wipe: boolean;
            /** @description Where a Store sends it, once planned; null for Reassign and before planning. */
            destination: components["schemas"]["StoreDestination"] | null;
            notes: string | null;
            /** @description YYYY-MM-DD (UTC) the device action is created. */
            scheduled_for: string | null;
            /** @description The device action that retrieves it. */
            device_action_id: string | null;
            /** @description Why the retrieval is stuck (another action in progress, its action was cancelled). */
            problem: string | null;
        };
        OffboardingCase: {
            /** Format: uuid */
            id: string;
            /**
             * @description `open` until every device is stored or reassigned (`completed`); `cancelled` when the person was rehired before their end date.
             * @enum {string}
             */
            status: "open" | "completed" | "cancelled";
            employee: components["schemas"]["CaseEmployee"];
            /** @description The leaver's last working day, YYYY-MM-DD; it follows the employee's. */
            end_date: string;
            devices: components["schemas"]["OffboardingDevice"][];
            /** @description Devices held, scheduled or in progress: what still has to come back. */
            outstanding_devices: number;
            /** @description true once the end date has passed while devices are outstanding. */
            left_with_devices: boolean;
            completed_at: string | null;
            cancelled_at: string | null;
            cancel_reason: string | null;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /**
             * Format: date-time
             * @description When the case opened.
             */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Recipient: {
            /** Format: uuid */
            id: string;
            name: string;
            email: string | null;
            /** @description The country as sent (free-form name or code). */
            country: string;
            /** @description Read-only. The ISO 3166-1 alpha-2 code Loadout recognises in `country` (`GB` for `UK` or `United Kingdom`, `DE` for `Germany`); null when it recognises none. */
            readonly country_code: string | null;
            address: string;
            phone_number: string | null;
            quantity: number | null;
            /** @enum {string} */
            status: "Pending" | "Ordered" | "Shipped" | "Delivered";
            /** @description Each status → when it was first entered. */
            status_timestamps: {
                [key: string]: string;
            };
            tracking_code: string | null;
            tracking_link: string | null;
            serial_number: string | null;
            /** @description How this recipient's share counts as spent in the company's reporting currency: fixed on its delivery day at that day's reference rates. Null until delivered, or when there was no reporting currency or rate then. */
            spent_conversion: components["schemas"]["Conversion"] | null;
        };
        Alternative: {
            /** Format: uuid */
            id: string;
            brand: string;
            model: string;
            description: string | null;
            price: number;
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected";
            is_exact_match: boolean;
            image_url: string | null;
        };
        /** @description Read-only. The item's state derived from its `price`, `status`, `selected_option` and `alternatives`, so that a client need not derive it: `status` is only the original offer's state. */
        ItemOutcome: {
            /**
             * @description Where the item as a whole stands: `pending_review` (not priced yet), `quoted` (the original offer is open, alternatives may be too), `original_rejected` (the original was rejected, at least one alternative is still open), `accepted` (the original was accepted), `accepted_alternative` (an alternative was accepted; the item's `status` then reads `Rejected`), `rejected` (the original and every alternative were rejected).
             * @enum {string}
             */
            state: "pending_review" | "quoted" | "original_rejected" | "accepted" | "accepted_alternative" | "rejected";
            /** @description True once an option was accepted, or the original and every alternative were rejected. */
            is_decided: boolean;
            /** @description How many alternatives are still `pending`, so can still be accepted or rejected. */
            open_alternatives: number;
        };
        QuoteItem: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            mode: "catalog" | "kit" | "freeform";
            product_id: string | null;
            configuration_id: string | null;
            kit_id: string | null;
            product_type: string | null;
            specification: {
                [key: string]: unknown;
            };
            quantity: number;
            comments: string | null;
            /**
             * @description State of the original offer.
             * @enum {string}
             */
            status: "Pending Review" | "Quoted" | "Accepted" | "Rejected";
            /** @description Unit price; null until the operator prices the item. */
            price: number | null;
            selected_option: {
                /** @enum {string} */
                type: "item" | "alternative";
                /** Format: uuid */
                id: string;
            } | null;
            alternatives: components["schemas"]["Alternative"][];
            recipients: components["schemas"]["Recipient"][];
            outcome: components["schemas"]["ItemOutcome"];
        };
        Requester: {
            email: string;
            name: string | null;
        };
        Quote: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description Same value as `id`.
             */
            order_id: string;
            /** @description Human reference, `Q-<year>-<number>`; accepted wherever the id is. */
            number: string;
            /** @enum {string} */
            status: "Pending Review" | "Quoted" | "Awaiting Approval" | "Approved" | "In Progress" | "Delivered" | "Rejected";
            /** @description Each status → when it was first entered. */
            status_timestamps: {
                [key: string]: string;
            };
            requester_email: string;
            requester_name: string | null;
            requester: components["schemas"]["Requester"];
            po_number: string | null;
            notification_emails: string[];
            /** @description The distinct countries of the recipients, as sent, sorted. */
            countries: string[];
            /** @description Read-only. The distinct ISO 3166-1 alpha-2 codes recognised in the recipients' countries, sorted; a country with none recognised adds nothing. */
            readonly country_codes: string[];
            /** @description ISO 4217 currency code. */
            currency: string;
            /** @description What was quoted: sum of the original price × quantity of every item; null until every item is priced. */
            total: number | null;
            /** @description What was accepted so far: sum of the accepted option's price (the original's, or the accepted alternative's) × quantity; null until every item is priced. */
            accepted_total: number | null;
            /** @description How the quote's money counts as committed in the company's reporting currency: fixed when it entered `Approved`, at that day's reference rates. Null before, or when there was no reporting currency or rate then. */
            committed_conversion: components["schemas"]["Conversion"] | null;
            action_required: {
                message: string;
                /** Format: date-time */
                requested_at: string;
            } | null;
            /** @description Messages between the client and Loadout's staff, oldest first. */
            comments: {
                /** Format: uuid */
                id: string;
                author: string;
                message: string;
                /** @enum {string} */
                source: "operator" | "client" | "system";
                /** Format: date-time */
                created_at: string;
            }[];
            items: components["schemas"]["QuoteItem"][];
            /** @description The latest approval request of the quote, with its steps (who, when, the comment); null when its decisions never went through approval rules. */
            approval: components["schemas"]["ApprovalRequest"] | null;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            event_id: string;
            event_type: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: number;
            last_response_status: number | null;
            last_error: string | null;
            latency_ms: number | null;
            next_attempt_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            url: string;
            events: string[];
            description: string | null;
            is_active: boolean;
            /** @description Why the service disabled the endpoint (410 Gone, 5 days of failures). */
            disabled_reason: string | null;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        WebhookEndpointWithSecret: {
            /** Format: uuid */
            id: string;
            url: string;
            events: string[];
            description: string | null;
            is_active: boolean;
            /** @description Why the service disabled the endpoint (410 Gone, 5 days of failures). */
            disabled_reason: string | null;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The signing secret (`whsec_…`). Shown only in this response. */
            secret: string;
        };
        WebhookEndpointDetail: {
            /** Format: uuid */
            id: string;
            url: string;
            events: string[];
            description: string | null;
            is_active: boolean;
            /** @description Why the service disabled the endpoint (410 Gone, 5 days of failures). */
            disabled_reason: string | null;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The last 20 deliveries, newest first. */
            recent_deliveries: components["schemas"]["WebhookDelivery"][];
        };
        WebhookTestData: {
            /**
             * Format: uuid
             * @description The endpoint the test was sent to.
             */
            endpoint_id: string;
            message: string;
        };
        /** @description A quote was requested. */
        QuoteCreatedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "quote.created";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Quote"];
        };
        /** @description Every item of the quote is priced: it is Quoted. */
        QuotePendingEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "quote.pending";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Quote"];
        };
        /** @description Decisions on the quote wait for approvers (see Approval requests). */
        QuoteApprovalRequestedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "quote.approval_requested";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Quote"];
        };
        /** @description Every item is decided, at least one accepted (and approved where rules required it). */
        QuoteApprovedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "quote.approved";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Quote"];
        };
        /** @description An approver declined the quote's held decisions. */
        QuoteApprovalDeclinedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "quote.approval_declined";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Quote"];
        };
        /** @description A recipient of the quote got a tracking code. */
        QuoteTrackingAddedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "quote.tracking_added";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Quote"];
        };
        /** @description Every recipient of every accepted item has the hardware. */
        QuoteDeliveredEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "quote.delivered";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Quote"];
        };
        /** @description Loadout needs input from the client on the quote. */
        QuoteActionRequiredEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "quote.action_required";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Quote"];
        };
        /** @description A device action was created. */
        LogisticsCreatedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "logistics.created";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["DeviceAction"];
        };
        /** @description A device action got a tracking code. */
        LogisticsTrackingAddedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "logistics.tracking_added";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["DeviceAction"];
        };
        /** @description A device action was completed. */
        LogisticsCompletedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "logistics.completed";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["DeviceAction"];
        };
        /** @description A device action was cancelled. */
        LogisticsCancelledEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "logistics.cancelled";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["DeviceAction"];
        };
        /** @description Loadout needs input from the client on a device action. */
        LogisticsActionRequiredEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "logistics.action_required";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["DeviceAction"];
        };
        /** @description A person was added to the directory. */
        EmployeeCreatedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "employee.created";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Employee"];
        };
        /** @description Something an integrator sees of a person changed. */
        EmployeeUpdatedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "employee.updated";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Employee"];
        };
        /** @description An end date was set or the person was deactivated; sent besides `employee.updated`. */
        EmployeeLeavingEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "employee.leaving";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Employee"];
        };
        /** @description An offboarding case opened for a leaver. */
        OffboardingOpenedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "offboarding.opened";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["OffboardingCase"];
        };
        /** @description The leaver's devices are all back, or closed. */
        OffboardingCompletedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "offboarding.completed";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["OffboardingCase"];
        };
        /** @description The person is no longer leaving. */
        OffboardingCancelledEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "offboarding.cancelled";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["OffboardingCase"];
        };
        /** @description An onboarding case opened for a new hire. */
        OnboardingOpenedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "onboarding.opened";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["OnboardingCase"];
        };
        /** @description The hire's equipment was delivered. */
        OnboardingCompletedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "onboarding.completed";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["OnboardingCase"];
        };
        /** @description The equipment will not arrive by the start date. */
        OnboardingLateEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "onboarding.late";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["OnboardingCase"];
        };
        /** @description The hire is no longer starting. */
        OnboardingCancelledEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "onboarding.cancelled";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["OnboardingCase"];
        };
        /** @description Loadout received a returned device and graded it (`condition_grade`); it is kept where `storage` says, or waits for clearance. */
        AssetReceivedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "asset.received";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Asset"];
        };
        /** @description Loadout erased the device's data and issued its erasure certificate (`erasure`, with `certificate_url`). */
        AssetErasedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "asset.erased";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Asset"];
        };
        /** @description The device left the inventory after its certified erasure: resold (the amount credited in `clearance`) or recycled. `erasure.certificate_url` is its certificate. */
        AssetClearedEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "asset.cleared";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Asset"];
        };
        /** @description The device is due for refresh within 30 days (`refresh_due_on`), or already overdue when it got its refresh day: sent once per device and refresh day, by a daily check at 05:00 UTC. */
        AssetRefreshDueEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "asset.refresh_due";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["Asset"];
        };
        /** @description Sent by `POST /api/v1/webhooks/{id}/test`. */
        WebhookTestEvent: {
            /**
             * Format: uuid
             * @description The event id; also the `webhook-id` header, stable across retries.
             */
            id: string;
            /** @constant */
            type: "webhook.test";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            data: components["schemas"]["WebhookTestData"];
        };
        ProductConfiguration: {
            /** Format: uuid */
            id: string;
            cpu: string | null;
            ram: string | null;
            storage: string | null;
            screen_size: string | null;
            /** @description Indicative unit price; the quote carries the real price. */
            price_estimate: number | null;
            /** @description ISO 4217 currency code. */
            currency: string;
            active: boolean;
        };
        Product: {
            /** Format: uuid */
            id: string;
            name: string;
            brand: string;
            model: string;
            /** @description Laptop, Monitor, Phone, Tablet, Keyboard, Mouse, Headset, Dock, Accessory, … */
            product_type: string;
            image_url: string | null;
            active: boolean;
            /** @description The active configurations. */
            configurations: components["schemas"]["ProductConfiguration"][];
        };
        Kit: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string | null;
            region: string | null;
            tags: string[];
            items: {
                product_id: string | null;
                configuration_id: string | null;
                product_type: string;
                /** @description brand, model, name, cpu, ram, storage, screen_size. */
                specification: {
                    [key: string]: string | null;
                };
                quantity: number;
            }[];
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Refresh: {
            /** Format: uuid */
            id: string;
            /**
             * @description `draft` with the quote it would submit (`draft`); `ordered` as `quote_id`; `returning` once that quote is delivered, as the Store `store_action_id` of the old device; `completed` when the Store completes; `cancelled` when no longer wanted.
             * @enum {string}
             */
            status: "draft" | "ordered" | "returning" | "completed" | "cancelled";
            /**
             * Format: uuid
             * @description The device being replaced.
             */
            asset_id: string;
            serial_number: string;
            model: string;
            /** @description The device's refresh day when the refresh started. */
            refresh_due_on: string | null;
            /** @description The device's holder, in the employee directory: the new device's recipient. */
            employee: {
                /** Format: uuid */
                id: string;
                name: string;
                email: string;
            };
            /** @description While `draft`: the quote that submitting would create, from the holder's equipment policy as it is now (choices at their defaults); null after. */
            draft: components["schemas"]["OnboardingDraft"] | null;
            quote_id: string | null;
            /** @description The Store of the old device, created when the quote was delivered. */
            store_action_id: string | null;
            /** @description Where the old device goes: the company's default destination when the Store was created; null before. */
            destination: components["schemas"]["StoreDestination"] | null;
            /** @description Why the Store could not be created when the quote was delivered (the device moved meanwhile). */
            problem: string | null;
            ordered_at: string | null;
            returning_at: string | null;
            completed_at: string | null;
            cancelled_at: string | null;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description Who the rule is for: an employee matches when each non-empty list holds their value (case-insensitive, whole value). An employee without a department, country or job title matches only the lists left empty. */
        EquipmentPolicyMatch: {
            /** @description Any of these departments; empty: any department. */
            departments: string[];
            /** @description Any of these countries; empty: any country. */
            countries: string[];
            /** @description Any of these job titles; empty: any job title. */
            job_titles: string[];
        };
        EquipmentPolicyProduct: {
            /** Format: uuid */
            product_id: string;
            /** @description One of the product's configurations, or null. */
            configuration_id: string | null;
            quantity: number;
        };
        EquipmentPolicyChoiceOption: {
            /** Format: uuid */
            product_id: string;
            /** @description One of the product's configurations, or null. */
            configuration_id: string | null;
            quantity: number;
            /** @description What the new hire picks, e.g. `MacBook Pro 14"` or `UK layout`. */
            label: string;
        };
        EquipmentPolicyChoice: {
            /** @description What is chosen, e.g. `Laptop` or `Keyboard layout`. */
            name: string;
            options: components["schemas"]["EquipmentPolicyChoiceOption"][];
            /** @description The label of the option taken when the new hire has not picked by the deadline. */
            default_option: string;
        };
        /** @description What may be spent on one person under this rule. */
        EquipmentPolicyBudget: {
            amount: number;
            /** @description ISO 4217 currency code. */
            currency: string;
        };
        EquipmentPolicy: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string | null;
            /** @description Order of evaluation, from 1: the first rule an employee matches is theirs. The default rule is last. */
            position: number;
            /** @description The rule for everyone no other rule matches; at most one. */
            is_default: boolean;
            match: components["schemas"]["EquipmentPolicyMatch"];
            /** @description The company's kits (GET /kits) everyone under this rule gets. */
            kit_ids: string[];
            /** @description Catalog products given besides the kits. */
            products: components["schemas"]["EquipmentPolicyProduct"][];
            /** @description Where the new hire picks one option of several. */
            choices: components["schemas"]["EquipmentPolicyChoice"][];
            budget: components["schemas"]["EquipmentPolicyBudget"] | null;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        EquipmentPolicyPreview: {
            /** @description Employees the draft rule would be the first match of. */
            total: number;
            /** @description Employees who meet its criteria but whom an earlier rule takes (first match wins). */
            shadowed: number;
            /** @description Where the draft would sit in the order. */
            position: number;
            /** @description The first `limit` of the matching employees, by name. */
            employees: components["schemas"]["Employee"][];
        };
        EmployeeHistoryEntry: {
            /**
             * Format: date-time
             * @description When it happened; a date (start, last day) reads as its midnight UTC.
             */
            at: string;
            /** @enum {string} */
            kind: "directory" | "onboarding" | "offboarding" | "device_action";
            description: string;
            /** @description What the entry is about: read it with its own GET. */
            object: {
                /** @enum {string} */
                type: "employee" | "onboarding_case" | "offboarding_case" | "device_action";
                /** Format: uuid */
                id: string;
            };
        };
        EmployeeProfile: {
            /** Format: uuid */
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            status: "active" | "inactive";
            department: string | null;
            job_title: string | null;
            country: string | null;
            /** @description Read-only. The ISO 3166-1 alpha-2 code Loadout recognises in `country` (`GB` for `UK` or `United Kingdom`, `DE` for `Germany`); null when it recognises none. */
            readonly country_code: string | null;
            address: string | null;
            /** @description YYYY-MM-DD; the same as `start_date`. */
            hire_date: string | null;
            /** @description The first working day, YYYY-MM-DD. */
            start_date: string | null;
            /** @description The last working day, YYYY-MM-DD; set while the person is leaving. */
            end_date: string | null;
            /**
             * @description `pre_hire` before `start_date`; `active`; `leaving` until and including `end_date`; `left` after it, or once inactive without an end date.
             * @enum {string}
             */
            stage: "pre_hire" | "active" | "leaving" | "left";
            employee_number: string | null;
            /** @description The manager's employee id. */
            manager_id: string | null;
            manager_email: string | null;
            hris_id: string | null;
            /** @description When the HRIS sync last wrote this record. */
            synced_at: string | null;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** @description The inventory devices in use by this person (matched by e-mail). */
            devices: components["schemas"]["Asset"][];
            /** @description Their onboarding case under way (scheduled, open or submitted), if any. */
            onboarding_case: components["schemas"]["OnboardingCase"] | null;
            /** @description Their open offboarding case, if any. */
            offboarding_case: components["schemas"]["OffboardingCase"] | null;
            /** @description Newest first: the directory (added, start date, last day), onboarding and offboarding cases, and the device actions that collect a device from the person or bring one to them (up to 100). */
            history: components["schemas"]["EmployeeHistoryEntry"][];
        };
        ScimToken: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            company_id: string;
            name: string;
            /**
             * @description `live` provisions the live directory, `test` the sandbox one.
             * @enum {string}
             */
            mode: "live" | "test";
            /** @description Recognisable form of the token, e.g. `lo_scim_live_…a1B2`. */
            display: string;
            revoked_at: string | null;
            /** @description Last authenticated SCIM request, to the minute. */
            last_used_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        RequestLog: {
            /**
             * Format: uuid
             * @description The entry's id: a UUIDv7 whose first 48 bits are `created_at`.
             */
            id: string;
            /** @description The `X-Request-Id` of the response, e.g. `req_019abf3c2e107a4c…`. */
            request_id: string;
            /**
             * Format: uuid
             * @description The API key that sent the request.
             */
            api_key_id: string;
            /** @description That key's name. */
            api_key_name: string | null;
            /** @description HTTP method, e.g. `POST`. */
            method: string;
            /** @description Path and query string as sent, with credentials and personal values (`search`, e-mail addresses) redacted. */
            path: string;
            /** @description The route pattern, e.g. `/api/v1/quotes/:id`; null when no route matched (404). */
            route: string | null;
            /** @description HTTP status of the response. */
            status: number;
            /** @description Milliseconds from receiving the request until its response was ready to be written. */
            duration_ms: number;
            /** @description The `Idempotency-Key` header, if sent. */
            idempotency_key: string | null;
            /** @description The `error.code` of an error response (`VALIDATION_ERROR`, …); null on success. */
            error_code: string | null;
            /** @description The request body as text (JSON as sent; null when `bodies_hidden` says the key may not see it), with the values of secret and personal fields (`secret`, `token`, `password`, `email`, `name`, `phone_number`, `address`…) and anything shaped like an e-mail address or a Loadout key replaced by `[REDACTED]`; cut after 64 KiB and marked `…[truncated]`. Null without a body. */
            request_body: string | null;
            /** @description The response body as text, redacted and cut like `request_body`. */
            response_body: string | null;
            /** @description Why `request_body` and `response_body` are null although the request had bodies: the key reading the log lacks a scope of the route that produced the entry (`requires scope employees:read`). Bodies are shown only to a key that holds the route's scopes; null when they are shown (or the route needs no scope). */
            bodies_hidden: string | null;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /**
             * Format: date-time
             * @description When the response was sent.
             */
            created_at: string;
        };
        BudgetCurrencyFigures: {
            /** @description ISO 4217 currency code. */
            currency: string;
            /** @description Committed in the period, in `currency`. */
            committed: number;
            /** @description Delivered in the period, in `currency`. */
            spent: number;
        };
        /** @description Figures of the calendar period (UTC) that contains `at`, counting quotes in the budget's currency, and when the budget is in the company's reporting currency (`/currency-settings`) quotes of every currency, each at the rate stored with its money: a quote's commitment at the reference rate of the day it entered `Approved`, a recipient's delivery at that of its delivery day, a request waiting for approval at that of the day it was planned. A quote's money is the accepted option's unit price (the item's `price`, or the accepted alternative's) × the item's `quantity`, shared among the item's recipients by their units: a recipient's `quantity` when given, the units no recipient claims shared equally among those without one (scaled so that the item counts exactly once). A recipient's share counts for the department of the employee in the directory with that e-mail address (case-insensitive); a recipient who is not in the directory counts only for company-wide budgets. `committed`: accepted options of quotes that entered `Approved` in the period; `spent`: shares of recipients delivered in the period; `requested`: what quotes awaiting approval would add (only in the period that contains today); `remaining` = `amount` − `committed`. */
        BudgetFigures: {
            /** @description First day of the period, YYYY-MM-DD (UTC). */
            period_start: string;
            /** @description Last day of the period, YYYY-MM-DD (UTC). */
            period_end: string;
            /** @description What accepted options of quotes approved in the period cost. */
            committed: number;
            /** @description What was delivered in the period. */
            spent: number;
            /** @description What quotes awaiting approval would add if approved now; 0 outside the current period. */
            requested: number;
            /** @description `amount` − `committed`; negative when over budget. */
            remaining: number;
            /** @description `committed` is more than `amount`. */
            over_budget: boolean;
            /** @description The original amounts behind `committed` and `spent`, per quote currency, as the quotes hold them (before conversion); one entry in the budget's currency when only its quotes count. Currencies in alphabetical order; empty without money. */
            by_currency: components["schemas"]["BudgetCurrencyFigures"][];
            /** @description Money of quotes in other currencies that a budget in the reporting currency does not count, since no conversion into it is stored with it: committed or delivered before the reporting currency was set, or on a day with no reference rate. Always empty for a budget in another currency, which counts only quotes in its own. */
            not_converted: components["schemas"]["BudgetCurrencyFigures"][];
        };
        Budget: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description The employees' department (case-insensitive); null: company-wide, every recipient counts. */
            department: string | null;
            /**
             * @description Calendar month, quarter or year (UTC).
             * @enum {string}
             */
            period: "month" | "quarter" | "year";
            /** @description What may be committed in each period. */
            amount: number;
            /** @description ISO 4217 currency code. */
            currency: string;
            figures: components["schemas"]["BudgetFigures"];
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        BudgetCommitment: {
            /** Format: uuid */
            quote_id: string;
            /** @description The quote number, `Q-<year>-<number>`. */
            number: string;
            /** @enum {string} */
            status: "Pending Review" | "Quoted" | "Awaiting Approval" | "Approved" | "In Progress" | "Delivered" | "Rejected";
            /** @description What this quote committed in the period (0 if approved in another). */
            committed: number;
            /** @description What of this quote was delivered in the period. */
            spent: number;
            /** @description `committed` and `spent` in the quote's own currency, before conversion (the same figures when the quote is in the budget's currency). */
            original: {
                /** @description ISO 4217 currency code. */
                currency: string;
                committed: number;
                spent: number;
            };
            /** @description When the quote entered `Approved`. */
            approved_at: string | null;
            /** @description The last delivery of the budget’s recipients of this quote in the period, if any. */
            delivered_at: string | null;
        };
        BudgetImpactLine: {
            /** Format: uuid */
            budget_id: string;
            name: string;
            department: string | null;
            /** @enum {string} */
            period: "month" | "quarter" | "year";
            period_start: string;
            /** @description ISO 4217 currency code. */
            currency: string;
            amount: number;
            /** @description What the budget has left in the current period before this quote. */
            remaining: number;
            /** @description What the lines would commit against this budget, in the budget's currency. */
            this_quote: number;
            /** @description `remaining` − `this_quote`. */
            after: number;
            /** @description `after` is below zero. */
            over_budget: boolean;
            /** @description For a quote in another currency than a budget in the company's reporting currency: how its money was converted (at today's reference rates, as its approval would count it). Null in the budget's own currency. */
            conversion: {
                /** @description The quote's currency. */
                currency: string;
                /** @description What the lines would commit, in the quote’s currency. */
                amount: number;
                /** @description Units of the budget's currency per unit of the quote's: exact decimal text, e.g. `1.2626`. */
                rate: string;
                /** @description The day whose reference rates gave `rate`. */
                day: string;
            } | null;
        };
        SpendDepartment: {
            /** @description The recipients' department in the directory; null: recipients not in the directory (or without an e-mail address). */
            department: string | null;
            committed: number;
            spent: number;
        };
        SpendMonth: {
            /** @description A calendar month, YYYY-MM (UTC). */
            month: string;
            /** @description ISO 4217 currency code. */
            currency: string;
            /** @description What accepted options of quotes approved in the month cost. */
            committed: number;
            /** @description What was delivered in the month. */
            spent: number;
            /** @description The same money by department: the departments with money in the month, by name (null first). */
            departments: components["schemas"]["SpendDepartment"][];
        };
        /** @description Money by calendar month (UTC), counted exactly as the budgets count it (see Budgets): `committed` is the shares of the accepted options of quotes that entered `Approved` in the month, `spent` the shares of recipients delivered in the month, so a month's `committed` and `spent` equal the `figures` of a company-wide monthly budget in that currency for that month (of a department's monthly budget, with `department`). `months` has one entry per month from `from` to `to` and per currency, oldest first, zeros included: for `currency` if given, else for each currency in which a quote was approved or a recipient delivered in the period (none: an empty list). Each entry also splits its money by the recipients' departments in the directory (`department: null`: recipients not in the directory); each figure is rounded to cents after adding, so the departments can differ from the month by a cent. The same figures as the `spend` export, one file row per month, department and currency with money. */
        BudgetSpend: {
            /** @description The first month counted, YYYY-MM. */
            from: string;
            /** @description The last month counted, YYYY-MM. */
            to: string;
            months: components["schemas"]["SpendMonth"][];
        };
        /** @description How long devices serve before their refresh: an asset's `refresh_due_on` is its `purchased_on` plus its type's months, and its `book_value` falls in a straight line to nothing on that day. */
        DeviceLifespans: {
            /** @description Months a device of a type not in `by_device_type` serves; 36. */
            default_months: number;
            /** @description Months by device type, in lower case (an asset's `device_type` is compared in lower case); `laptop` 36 and `phone` 24 until changed. */
            by_device_type: {
                [key: string]: number;
            };
        };
        InventorySettings: {
            /** @description Where the dashboard's device-action wizard, offboarding's retrieval and refreshes send a Store unless told otherwise; `loadout_hub` until changed. A Store through POST /api/v1/device-actions without a `destination` always goes to the hub. */
            default_destination: components["schemas"]["StoreDestination"];
            device_lifespans: components["schemas"]["DeviceLifespans"];
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
        };
        /** @description Who made the change: a dashboard `user` (through the company key, named in the Loadout-Actor-* headers), an `api_key` by id and name, a Loadout `operator`, the company’s identity provider over `scim`, a background `job`, or a `link`: someone holding a one-time link Loadout sent (a new hire choosing their equipment). */
        AuditActor: {
            /** @constant */
            type: "user";
            email: string;
            name: string | null;
            /** @description The dashboard role: `it_staff`, `manager` or `support`. */
            role: string | null;
            /** @description The key the person acted through (the dashboard’s). */
            api_key_id: string | null;
            api_key_name: string | null;
            /** @description Always true for a `user`: the key named this person in the Loadout-Actor-* headers (with their address and browser), and Loadout did not sign them in. Any key with a write scope can name anyone; trust the person as far as you trust the key. */
            asserted: boolean;
            /** @description The last characters of the key that named the person, as `lo_live_…abcd` shows it. */
            api_key_suffix: string | null;
            /** @description The address the request really came from (the key holder’s server), beside `ip_address`, which is what the caller reported for the person; null on events written before 2026-11-28. */
            peer_ip: string | null;
            /** @description The User-Agent of the request itself; null on events written before 2026-11-28. */
            peer_user_agent: string | null;
        } | {
            /** @constant */
            type: "api_key";
            /** Format: uuid */
            api_key_id: string;
            api_key_name: string;
        } | {
            /** @constant */
            type: "operator";
            operator_token_id: string;
            email: string | null;
            name: string | null;
            /** @description True when the operator console named the person (`email`, `name`) through its token. */
            asserted: boolean;
            /** @description The address the request really came from (the key holder’s server), beside `ip_address`, which is what the caller reported for the person; null on events written before 2026-11-28. */
            peer_ip: string | null;
            /** @description The User-Agent of the request itself; null on events written before 2026-11-28. */
            peer_user_agent: string | null;
        } | {
            /** @constant */
            type: "scim";
            /** Format: uuid */
            scim_token_id: string;
        } | {
            /** @constant */
            type: "job";
            /** @description The background job, e.g. `approval.escalate`. */
            job: string;
        } | {
            /** @constant */
            type: "link";
        };
        /** @description One changed row, with the names its columns have in the database. Secrets (key and token hashes, signing secrets) read `[redacted]`. */
        AuditChange: {
            /** @description Where the row lives: `quotes`, `quote_items`, `employees`, … */
            table: string;
            id: string | null;
            /** @enum {string} */
            operation: "insert" | "update" | "delete";
            /** @description For an update the changed fields as they were; for a delete the whole row; null for an insert. */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description For an update the changed fields as they are now; for an insert the whole row; null for a delete. */
            after: {
                [key: string]: unknown;
            } | null;
        };
        AuditEvent: {
            /** Format: uuid */
            id: string;
            /** @description Position in the chain of the company’s events of this mode (live and sandbox each have their own), from 1, without gaps. */
            seq: number;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            occurred_at: string;
            actor: components["schemas"]["AuditActor"];
            /** @description The operation: the endpoint’s operation id from the OpenAPI document (`quotes.create`), or the job’s name. */
            action: string;
            /** @description The kind of object acted on: `quote`, `device_action`, `employee`, … */
            object_type: string | null;
            object_id: string | null;
            changes: components["schemas"]["AuditChange"][];
            /** @description Changed rows past the first 500, counted but not listed. */
            changes_omitted: number;
            /** @description The X-Request-Id of the request that made the change. */
            request_id: string | null;
            ip_address: string | null;
            user_agent: string | null;
            /** @description The `hash` of the previous event of the same chain; 64 zeros for the first. */
            prev_hash: string;
            /** @description SHA-256 (hex) of the UTF-8 bytes of this event’s canonical JSON (RFC 8785): the event exactly as the API returns it, every field but `hash`, `prev_hash` included, object keys sorted at every level. See the Audit log guide for a verifier. */
            hash: string;
        };
        /** @description The head of an audit chain (a company’s events of one mode), signed by Loadout with a key its database does not hold. A chain rewritten after a checkpoint no longer reaches the hash it signed. */
        AuditCheckpoint: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            company_id: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** @description The position of the chain’s head when it was signed. */
            seq: number;
            /** @description The `hash` of the event at `seq`: the chain’s head when it was signed. */
            hash: string;
            /** Format: date-time */
            signed_at: string;
            /** @description Names the signing key: the first 16 hex characters of the SHA-256 of its raw 32-byte Ed25519 public key (see GET /api/v1/audit-checkpoints/public-key). */
            key_id: string;
            /** @description Ed25519 signature (base64) over the UTF-8 bytes of the checkpoint’s canonical JSON (RFC 8785) without `id` and `signature`: `company_id`, `hash`, `key_id`, `livemode`, `seq`, `signed_at`, keys sorted. */
            signature: string;
        };
        AuditPublicKey: {
            /** @constant */
            algorithm: "Ed25519";
            /** @description The `key_id` its checkpoints carry. */
            key_id: string;
            /** @description The raw 32-byte public key, base64. */
            public_key: string;
            /** @description The same key as a PEM SubjectPublicKeyInfo, for node:crypto. */
            public_key_pem: string;
        };
        Export: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "quotes" | "inventory" | "device_actions" | "employees" | "spend" | "audit_events";
            /** @enum {string} */
            format: "csv" | "xlsx";
            /** @description The list's filters, as the list endpoint's query parameters (e.g. `{"status": "in_use"}`). */
            filters: {
                [key: string]: string;
            };
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
            /** @description Rows written so far; the progress while `running`. */
            rows_written: number;
            /** @description Rows in the file; null until `succeeded`. */
            row_count: number | null;
            file_name: string | null;
            file_bytes: number | null;
            /** @description What went wrong, when `failed`. */
            error: string | null;
            /** @description Signed URL of the file, needing no API key; valid until `download_url_expires_at`. Read the export again for a fresh one. Null until `succeeded`. */
            download_url: string | null;
            download_url_expires_at: string | null;
            requested_by: {
                /** @enum {string} */
                type: "user" | "api_key";
                email: string | null;
                name: string | null;
            };
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** Format: date-time */
            created_at: string;
            completed_at: string | null;
            /**
             * Format: date-time
             * @description When the export and its file are deleted (7 days after it was requested).
             */
            expires_at: string;
        };
        /** @description Something that happened to a company’s data: exactly the body a webhook endpoint receives for it. */
        Event: {
            /**
             * Format: uuid
             * @description The event id: the `webhook-id` of its deliveries, and the `id:` of the stream.
             */
            id: string;
            /** @enum {string} */
            type: "quote.created" | "quote.pending" | "quote.approval_requested" | "quote.approved" | "quote.approval_declined" | "quote.tracking_added" | "quote.delivered" | "quote.action_required" | "logistics.created" | "logistics.tracking_added" | "logistics.completed" | "logistics.cancelled" | "logistics.action_required" | "employee.created" | "employee.updated" | "employee.leaving" | "offboarding.opened" | "offboarding.completed" | "offboarding.cancelled" | "onboarding.opened" | "onboarding.completed" | "onboarding.late" | "onboarding.cancelled" | "asset.received" | "asset.erased" | "asset.cleared" | "asset.refresh_due" | "webhook.test";
            /** Format: date-time */
            created_at: string;
            /** @description `true` for live data, `false` for sandbox data (test keys). */
            livemode: boolean;
            /** @description The object the event is about, as the API read it when the event happened (a Quote for `quote.*`, a DeviceAction for `logistics.*`, …; the `webhooks` section of this document names the object of each type). */
            data: {
                [key: string]: unknown;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Requests allowed in the current one-minute window. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description Unix time in milliseconds when the window resets. */
        "X-RateLimit-Reset": number;
        /** @description Identifies the request; quote it to support, or find its entry with `GET /api/v1/request-logs/{request id}`. Loadout's ids are `req_` and a UUIDv7 in 32 hex digits (the first 12 are the millisecond the request arrived); an `X-Request-Id` the client sent (1–128 characters of letters, digits and `_.:-`) is kept as sent. */
        "X-Request-Id": string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "apiKeys.retrieveCurrent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
        };
    };
    "products.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description Product type, case-insensitive; comma-separated values mean OR. */
                product_type?: string;
                /** @description Brand, case-insensitive; comma-separated values mean OR. */
                brand?: string;
                /** @description Words matched against brand, model and name, case-insensitive. */
                search?: string;
                /** @description CPU of an active configuration, case-insensitive; comma-separated values mean OR. */
                cpu?: string;
                /** @description RAM of an active configuration, e.g. `16 GB`, case-insensitive; comma-separated values mean OR. */
                ram?: string;
                /** @description Storage of an active configuration, e.g. `512 GB`, case-insensitive; comma-separated values mean OR. */
                storage?: string;
                /** @description Screen size of an active configuration, e.g. `14"`, case-insensitive; comma-separated values mean OR. */
                screen_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                            /** @description Every value each filter can take in the active catalog, sorted. */
                            available_filters: {
                                product_type: string[];
                                brand: string[];
                                cpu: string[];
                                ram: string[];
                                storage: string[];
                                screen_size: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    "products.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"];
                    };
                };
            };
        };
    };
    "kits.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description Part of the kit name, case-insensitive. */
                search?: string;
                /** @description Tag, case-insensitive; comma-separated values mean OR. */
                tag?: string;
                /** @description Region, case-insensitive; comma-separated values mean OR. */
                region?: string;
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "name" | "-name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Kit"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "kits.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Kit"];
                    };
                };
            };
        };
    };
    "employees.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description Part of the name or e-mail, case-insensitive. */
                search?: string;
                status?: "active" | "inactive" | "all";
                /** @description Department, case-insensitive; comma-separated values mean OR. */
                department?: string;
                /** @description Country as sent, or a country code or name (`DE`, `Germany`, `UK`), case-insensitive: matches `country` whole or the `country_code` recognised in the value; comma-separated values mean OR. */
                country?: string;
                /** @description Only employees at this stage of their employment. */
                stage?: "pre_hire" | "active" | "leaving" | "left";
                sort?: "name" | "-name" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Employee"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "employees.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EmployeeProfile"];
                    };
                };
            };
        };
    };
    "assets.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description Matches the serial number (exact or partial), model, or employee name or e-mail; case-insensitive. */
                search?: string;
                /** @description Exact serial number, case-insensitive. */
                serial_number?: string;
                /** @description `all` (the default): every device of the active inventory, in use or in storage. Cleared devices are listed only with `cleared`. */
                status?: "in_storage" | "in_use" | "cleared" | "all";
                /** @description Country as sent, or a country code or name (`DE`, `Germany`, `UK`), case-insensitive: matches `country` whole or the `country_code` recognised in the value; comma-separated values mean OR. */
                country?: string;
                /** @description Device type, case-insensitive; comma-separated values mean OR. */
                device_type?: string;
                /** @description Devices whose `refresh_due_on` is before this day (YYYY-MM-DD), overdue ones included: e.g. today + 30 days for the devices due within a month. */
                refresh_due_before?: string;
                /** @description Devices whose warranty ends before this day (YYYY-MM-DD), expired ones included. */
                warranty_ends_before?: string;
                /** @description Sort order; a leading `-` means descending (default `-created_at`). */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Asset"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "devices.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    serial_number: string;
                    device_type: string;
                    model: string;
                    /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                    country: string;
                    description?: string;
                    /** @description The employee who holds the device; null or absent puts it in storage. */
                    employee?: {
                        name: string;
                        /** Format: email */
                        email?: string;
                    } | null;
                    condition?: string;
                    /** @description What the device cost, in `currency`. */
                    purchase_cost?: number;
                    /** @description The same as `purchase_cost` (this field's first name); send one of the two. */
                    cost?: number;
                    /**
                     * @description ISO 4217 currency code.
                     * @default USD
                     */
                    currency?: string;
                    /** @description The day the company got the device; with it the asset gets `refresh_due_on` and `book_value`. */
                    purchased_on?: string;
                    /** @description The last day of the device's warranty. */
                    warranty_ends_on?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Asset"];
                    };
                };
            };
        };
    };
    "devices.import": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description CSV text with a header row (Content-Type: text/csv), or a JSON array of objects. */
        requestBody: {
            content: {
                "application/json": string | {
                    [key: string]: unknown;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeviceImportSummary"];
                    };
                };
            };
        };
    };
    "quotes.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description Status in Title Case or snake_case (`pending_review`, `in_progress`, …); comma-separated values mean OR. */
                status?: string;
                /** @description A recipient country: its code or name (`DE`, `Germany`); any other text matches part of the stored country, case-insensitively. */
                country?: string;
                /** @description Part of the quote number, the requester, or a recipient's name, e-mail, serial number or tracking code; case-insensitive. */
                search?: string;
                created_after?: string;
                created_before?: string;
                /** @description Sort order; a leading `-` means descending (default `-created_at`). */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quote"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "quotes.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    requester_email: string;
                    requester_name?: string;
                    po_number?: string;
                    /** @default [] */
                    notification_emails?: string[];
                    items: ({
                        /** Format: uuid */
                        product_id: string;
                        /** Format: uuid */
                        configuration_id?: string;
                        specification?: {
                            [key: string]: string;
                        };
                        /** @default 1 */
                        quantity?: number;
                        comments?: string;
                        recipients: {
                            name: string;
                            /** Format: email */
                            email?: string;
                            /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                            country: string;
                            address: string;
                            phone_number?: string;
                            quantity?: number;
                        }[];
                    } | {
                        /** Format: uuid */
                        kit_id: string;
                        /** @default 1 */
                        quantity?: number;
                        comments?: string;
                        recipients: {
                            name: string;
                            /** Format: email */
                            email?: string;
                            /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                            country: string;
                            address: string;
                            phone_number?: string;
                            quantity?: number;
                        }[];
                    } | {
                        product_type: string;
                        specification: {
                            [key: string]: string;
                        };
                        /** @default 1 */
                        quantity?: number;
                        comments?: string;
                        recipients: {
                            name: string;
                            /** Format: email */
                            email?: string;
                            /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                            country: string;
                            address: string;
                            phone_number?: string;
                            quantity?: number;
                        }[];
                    })[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quote"];
                    };
                };
            };
        };
    };
    "quotes.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quote"];
                    };
                };
            };
        };
    };
    "quotes.updateItem": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "accept" | "reject";
                    /** Format: uuid */
                    alternative_id?: string;
                    recipients?: {
                        name: string;
                        /** Format: email */
                        email?: string;
                        /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                        country: string;
                        address: string;
                        phone_number?: string;
                        quantity?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "item" | "alternative";
                            /**
                             * @description `requested` when the company's approval rules hold the decision: it takes effect once every item is decided and, if a rule covers the quote, its approvers approve (see `quote.approval`).
                             * @enum {string}
                             */
                            status: "accepted" | "rejected" | "requested";
                            quote: components["schemas"]["Quote"];
                        };
                    };
                };
            };
        };
    };
    "quotes.itemAction": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "accept" | "reject";
                    recipients?: {
                        name: string;
                        /** Format: email */
                        email?: string;
                        /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                        country: string;
                        address: string;
                        phone_number?: string;
                        quantity?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "item" | "alternative";
                            /**
                             * @description `requested` when the company's approval rules hold the decision: it takes effect once every item is decided and, if a rule covers the quote, its approvers approve (see `quote.approval`).
                             * @enum {string}
                             */
                            status: "accepted" | "rejected" | "requested";
                            quote: components["schemas"]["Quote"];
                        };
                    };
                };
            };
        };
    };
    "quotes.addComment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    /** @description Who writes, as Loadout staff will see it; defaults to the name of the API key. */
                    author?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quote"];
                    };
                };
            };
        };
    };
    "deviceActions.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description In Progress, Completed or Cancelled (or snake_case); comma-separated values mean OR. */
                status?: string;
                /** @description Store, Assign or Reassign; comma-separated values mean OR. */
                action_type?: string;
                /** @description Part of the serial number, case-insensitive. */
                serial_number?: string;
                /** @description Part of the `DA-…` reference, serial number, model, tracking code, or a person's name or e-mail; case-insensitive. */
                search?: string;
                created_after?: string;
                created_before?: string;
                /** @description Embed the holding asset. */
                include_asset?: "true" | "false";
                /** @description Sort order; a leading `-` means descending (default `-created_at`). */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeviceAction"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "deviceActions.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action_type: "Store" | "Assign" | "Reassign";
                    serial_number: string;
                    /** @description Who has the device now (the pickup for Store and Reassign). */
                    current_user?: {
                        name: string;
                        /** Format: email */
                        email?: string;
                        /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                        country?: string;
                        address?: string;
                        phone?: string;
                    };
                    /** @description Who receives the device; required for Assign and Reassign. */
                    new_recipient?: {
                        name: string;
                        /** Format: email */
                        email?: string;
                        /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                        country?: string;
                        address?: string;
                        phone?: string;
                    };
                    /** @default false */
                    wipe?: boolean;
                    /** @description Store only: where the device goes. Left out, it goes to Loadout's hub, as every Store did before destinations. */
                    destination?: {
                        /** @enum {string} */
                        type: "loadout_hub";
                    } | {
                        /** @enum {string} */
                        type: "location";
                        /** Format: uuid */
                        location_id: string;
                    } | {
                        /** @enum {string} */
                        type: "clearance";
                        /** @enum {string} */
                        outcome: "resale" | "recycle";
                    };
                    notes?: string;
                    /** @default [] */
                    notification_emails?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeviceAction"];
                    };
                };
            };
        };
    };
    "deviceActions.retrieve": {
        parameters: {
            query?: {
                /** @description Embed the holding asset. */
                include_asset?: "true" | "false";
            };
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeviceAction"];
                    };
                };
            };
        };
    };
    "deviceActions.createExternal": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action_type: "Store" | "Assign" | "Reassign";
                    serial_number: string;
                    /** @description Who has the device now (the pickup for Store and Reassign). */
                    current_user?: {
                        name: string;
                        /** Format: email */
                        email?: string;
                        /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                        country?: string;
                        address?: string;
                        phone?: string;
                    };
                    /** @description Who receives the device; required for Assign and Reassign. */
                    new_recipient?: {
                        name: string;
                        /** Format: email */
                        email?: string;
                        /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                        country?: string;
                        address?: string;
                        phone?: string;
                    };
                    /** @default false */
                    wipe?: boolean;
                    /** @description Store only: where the device goes. Left out, it goes to Loadout's hub, as every Store did before destinations. */
                    destination?: {
                        /** @enum {string} */
                        type: "loadout_hub";
                    } | {
                        /** @enum {string} */
                        type: "location";
                        /** Format: uuid */
                        location_id: string;
                    } | {
                        /** @enum {string} */
                        type: "clearance";
                        /** @enum {string} */
                        outcome: "resale" | "recycle";
                    };
                    notes?: string;
                    /** @default [] */
                    notification_emails?: string[];
                    model: string;
                    type: string;
                    /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                    country: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeviceAction"];
                    };
                };
            };
        };
    };
    "deviceActions.addComment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    /** @description Who writes, as Loadout staff will see it; defaults to the name of the API key. */
                    author?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeviceAction"];
                    };
                };
            };
        };
    };
    "deviceActions.cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why, kept in the status history. */
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeviceAction"];
                    };
                };
            };
        };
    };
    "testHelpers.priceQuote": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unit price per item id; other unpriced items get their catalog estimate. */
                    prices?: {
                        [key: string]: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quote"];
                    };
                };
            };
        };
    };
    "testHelpers.offerAlternative": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brand: string;
                    model: string;
                    price: number;
                    /** @default  */
                    description?: string;
                    is_exact_match: boolean;
                    /** Format: uri */
                    image_url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quote"];
                    };
                };
            };
        };
    };
    "testHelpers.addQuoteTracking": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                recipientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Default: a generated code. */
                    tracking_code?: string;
                    /** Format: uri */
                    tracking_link?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quote"];
                    };
                };
            };
        };
    };
    "testHelpers.deliverQuoteRecipient": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                recipientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quote"];
                    };
                };
            };
        };
    };
    "testHelpers.requestQuoteInput": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Quote"];
                    };
                };
            };
        };
    };
    "testHelpers.addDeviceActionTracking": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Default: a generated code. */
                    tracking_code?: string;
                    /** Format: uri */
                    tracking_link?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeviceAction"];
                    };
                };
            };
        };
    };
    "testHelpers.completeDeviceAction": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    wipe_completed?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeviceAction"];
                    };
                };
            };
        };
    };
    "testHelpers.receiveDeviceAction": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    condition_grade: "A" | "B" | "C" | "D";
                    condition_note?: string;
                    wipe_completed?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeviceAction"];
                    };
                };
            };
        };
    };
    "testHelpers.requestDeviceActionInput": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeviceAction"];
                    };
                };
            };
        };
    };
    "testHelpers.recordAssetErasure": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The sanitization method of NIST SP 800-88 Rev. 1: `clear` (overwrite through the interface), `purge` (cryptographic or block erase), or `destroy` (physical destruction).
                     * @enum {string}
                     */
                    method: "clear" | "purge" | "destroy";
                    /** @description The software or device that erased it, with its version. */
                    tool: string;
                    /** @description The day of the erasure, YYYY-MM-DD. */
                    erased_on: string;
                    /** @description Who erased it (the technician). */
                    performed_by: string;
                    /**
                     * @description The result of verifying the erasure. A certificate is issued only for `passed`: a failed one is a 409 (erase again, with Purge or Destroy).
                     * @enum {string}
                     */
                    verification: "passed" | "failed";
                    verification_note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Asset"];
                    };
                };
            };
        };
    };
    "testHelpers.clearAsset": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "resale";
                    /** @description What the resale credits to the company. */
                    credited_amount: number;
                    /** @description ISO 4217 currency code. */
                    currency: string;
                } | {
                    /** @enum {string} */
                    outcome: "recycle";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Asset"];
                    };
                };
            };
        };
    };
    "webhooks.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                            total: number;
                        };
                    };
                };
            };
        };
    };
    "webhooks.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description https:// URL that receives the POST requests (plain http:// only for hosts on the deployment's allow-list). Stored and returned normalised (`new URL(url).href`); user info (`user@`), backslashes, spaces and control characters, and percent-encoded hosts are refused.
                     */
                    url: string;
                    events: string[];
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointWithSecret"];
                    };
                };
            };
        };
    };
    "webhooks.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointDetail"];
                    };
                };
            };
        };
    };
    "webhooks.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description https:// URL that receives the POST requests (plain http:// only for hosts on the deployment's allow-list). Stored and returned normalised (`new URL(url).href`); user info (`user@`), backslashes, spaces and control characters, and percent-encoded hosts are refused.
                     */
                    url?: string;
                    events?: string[];
                    description?: string | null;
                    /** @description false pauses deliveries; true resumes them and clears `disabled_reason`. */
                    is_active?: boolean;
                    /** @description true issues a new secret (returned once); the old one keeps signing for 24 hours. */
                    rotate_secret?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            events: string[];
                            description: string | null;
                            is_active: boolean;
                            /** @description Why the service disabled the endpoint (410 Gone, 5 days of failures). */
                            disabled_reason: string | null;
                            /** @description `true` for live data, `false` for sandbox data (test keys). */
                            livemode: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            /** @description The new secret, only after `rotate_secret`. */
                            secret?: string;
                        };
                    };
                };
            };
        };
    };
    "webhooks.sendTest": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            delivered: boolean;
                            response_status: number | null;
                            latency_ms: number;
                            error: string | null;
                            /** Format: uuid */
                            delivery_id: string;
                        };
                    };
                };
            };
        };
    };
    "webhooks.retryDelivery": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
        };
    };
    "events.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description Event types, comma-separated (OR): a type such as `quote.pending`, a family wildcard such as `quote.*`, or `*`. Naming only families the key may not read is a 403 that names the missing scope. */
                type?: string;
                /** @description Events about this object: the `id` of their `data` (a quote id, a device action id, …). */
                object_id?: string;
                /** @description Events created at or after this instant. */
                created_after?: string;
                /** @description Events created at or before this instant. */
                created_before?: string;
                /** @description `-created_at` (newest first, the default) or `created_at` (oldest first). */
                sort?: "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "events.stream": {
        parameters: {
            query?: {
                /** @description Event types, comma-separated (OR): a type such as `quote.pending`, a family wildcard such as `quote.*`, or `*`. Naming only families the key may not read is a 403 that names the missing scope. */
                type?: string;
            };
            header?: {
                /** @description Resume after this event (EventSource sends it when it reconnects). */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream: `text/event-stream` messages until the client closes it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
        };
    };
    "events.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
        };
    };
    "scimTokens.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ScimToken"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "scimTokens.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description e.g. "Okta" or "Entra ID". */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            company_id: string;
                            name: string;
                            /**
                             * @description `live` provisions the live directory, `test` the sandbox one.
                             * @enum {string}
                             */
                            mode: "live" | "test";
                            /** @description Recognisable form of the token, e.g. `lo_scim_live_…a1B2`. */
                            display: string;
                            revoked_at: string | null;
                            /** @description Last authenticated SCIM request, to the minute. */
                            last_used_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description The secret token for the SCIM client's Authorization header. Shown only in this response. */
                            token: string;
                            /** @description The SCIM base URL to give the client (the tenant URL in Entra ID's terms). */
                            base_url: string;
                        };
                    };
                };
            };
        };
    };
    "scimTokens.revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "offboardingCases.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                status?: "open" | "completed" | "cancelled";
                employee_id?: string;
                /** @description `true`: only open cases whose end date has passed with devices outstanding. */
                left_with_devices?: "true" | "false";
                sort?: "created_at" | "-created_at" | "end_date" | "-end_date";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OffboardingCase"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "offboardingCases.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OffboardingCase"];
                    };
                };
            };
        };
    };
    "offboardingCases.retrieveDevices": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How each device comes back. Left out: every device of the case that is not planned yet is stored (Store, wiped). */
                    devices?: {
                        serial_number: string;
                        /**
                         * @default Store
                         * @enum {string}
                         */
                        action_type?: "Store" | "Reassign";
                        /** @description Who receives the device; required for Reassign. */
                        new_recipient?: {
                            name: string;
                            /** Format: email */
                            email?: string;
                            /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                            country?: string;
                            address?: string;
                            phone?: string;
                        };
                        /** @default true */
                        wipe?: boolean;
                        /** @description Store only: where the device goes. Left out, the company's default destination (GET /api/v1/inventory-settings), Loadout's hub unless changed. */
                        destination?: {
                            /** @enum {string} */
                            type: "loadout_hub";
                        } | {
                            /** @enum {string} */
                            type: "location";
                            /** Format: uuid */
                            location_id: string;
                        } | {
                            /** @enum {string} */
                            type: "clearance";
                            /** @enum {string} */
                            outcome: "resale" | "recycle";
                        };
                        notes?: string;
                    }[];
                    /**
                     * @description `end_date`: the device actions are created on the leaver's last day (at once if it has passed); `now`: at once.
                     * @default end_date
                     * @enum {string}
                     */
                    when?: "end_date" | "now";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OffboardingCase"];
                    };
                };
            };
        };
    };
    "offboardingCases.addDevice": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    serial_number: string;
                    model: string;
                    type: string;
                    /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                    country: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OffboardingCase"];
                    };
                };
            };
        };
    };
    "offboardingCases.removeDevice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The case id (UUID). */
                id: string;
                /** @description The id of the device on the case (UUID). */
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OffboardingCase"];
                    };
                };
            };
        };
    };
    "offboardingCases.close": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OffboardingCase"];
                    };
                };
            };
        };
    };
    "equipmentPolicies.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EquipmentPolicy"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "equipmentPolicies.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @description Where the rule goes in the order (from 1); default: after the last rule, before the default. */
                    position?: number;
                    /** @default false */
                    is_default?: boolean;
                    match?: {
                        /** @default [] */
                        departments?: string[];
                        countries?: string[];
                        /** @default [] */
                        job_titles?: string[];
                    };
                    /** @default [] */
                    kit_ids?: string[];
                    /** @default [] */
                    products?: {
                        /** Format: uuid */
                        product_id: string;
                        configuration_id?: string | null;
                        /** @default 1 */
                        quantity?: number;
                    }[];
                    /** @default [] */
                    choices?: {
                        name: string;
                        options: {
                            /** Format: uuid */
                            product_id: string;
                            configuration_id?: string | null;
                            /** @default 1 */
                            quantity?: number;
                            label: string;
                        }[];
                        /** @description The label of one of the options. */
                        default_option: string;
                    }[];
                    budget?: {
                        amount: number;
                        /**
                         * @description ISO 4217 currency code.
                         * @default USD
                         */
                        currency?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EquipmentPolicy"];
                    };
                };
            };
        };
    };
    "equipmentPolicies.preview": {
        parameters: {
            query?: {
                /** @description How many of the matching employees to return, 1–100 (default 10). */
                limit?: number;
            };
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The policy being edited: the draft takes its place (and its position, unless one is given).
                     */
                    policy_id?: string;
                    /** @description Where the rule goes in the order (from 1); the rules from there on move one down. */
                    position?: number;
                    /** @default false */
                    is_default?: boolean;
                    match?: {
                        /** @default [] */
                        departments?: string[];
                        countries?: string[];
                        /** @default [] */
                        job_titles?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EquipmentPolicyPreview"];
                    };
                };
            };
        };
    };
    "equipmentPolicies.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EquipmentPolicy"];
                    };
                };
            };
        };
    };
    "equipmentPolicies.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "equipmentPolicies.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    /** @description Moves the rule to this place in the order (from 1); the rules in between shift by one. */
                    position?: number;
                    is_default?: boolean;
                    /** @description Replaces the criteria; a list left out of it matches anyone. */
                    match?: {
                        /** @default [] */
                        departments?: string[];
                        countries?: string[];
                        /** @default [] */
                        job_titles?: string[];
                    };
                    kit_ids?: string[];
                    products?: {
                        /** Format: uuid */
                        product_id: string;
                        configuration_id?: string | null;
                        /** @default 1 */
                        quantity?: number;
                    }[];
                    choices?: {
                        name: string;
                        options: {
                            /** Format: uuid */
                            product_id: string;
                            configuration_id?: string | null;
                            /** @default 1 */
                            quantity?: number;
                            label: string;
                        }[];
                        /** @description The label of one of the options. */
                        default_option: string;
                    }[];
                    budget?: {
                        amount: number;
                        /**
                         * @description ISO 4217 currency code.
                         * @default USD
                         */
                        currency?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EquipmentPolicy"];
                    };
                };
            };
        };
    };
    "equipmentPolicies.listMatches": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Employee"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                            /** @description How many employees the rule is the first match of. */
                            total: number;
                        };
                    };
                };
            };
        };
    };
    "approvalRules.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalRule"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "approvalRules.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Where the rule goes in the order (from 1); without it, after the others. */
                    position?: number;
                    /** @default true */
                    active?: boolean;
                    condition: components["schemas"]["ApprovalConditionInput"];
                    /**
                     * @description ISO 4217 currency code.
                     * @default USD
                     */
                    currency?: string;
                    /** @description Who approves: `recipient_manager` (the manager the directory names for each recipient; any one of them may approve, and anyone with the manager role when no recipient has one), `person` (one named person, by e-mail), or `any_manager` (anyone with the manager role). The requester never approves their own request. */
                    approver: {
                        /** @enum {string} */
                        type: "recipient_manager";
                    } | {
                        /** @enum {string} */
                        type: "person";
                        /** Format: email */
                        email: string;
                        /** @default null */
                        name?: string | null;
                    } | {
                        /** @enum {string} */
                        type: "any_manager";
                    };
                    /** @default null */
                    second_step?: {
                        /**
                         * @description A second approval when the accepted total exceeds this (in the rule currency); null: never.
                         * @default null
                         */
                        above_amount?: number | null;
                        /**
                         * @description A second approval when the quote would take a budget (GET /budgets) below zero.
                         * @default false
                         */
                        when_over_budget?: boolean;
                        /** @description Who approves: `recipient_manager` (the manager the directory names for each recipient; any one of them may approve, and anyone with the manager role when no recipient has one), `person` (one named person, by e-mail), or `any_manager` (anyone with the manager role). The requester never approves their own request. */
                        approver: {
                            /** @enum {string} */
                            type: "recipient_manager";
                        } | {
                            /** @enum {string} */
                            type: "person";
                            /** Format: email */
                            email: string;
                            /** @default null */
                            name?: string | null;
                        } | {
                            /** @enum {string} */
                            type: "any_manager";
                        };
                    } | null;
                    /** @default null */
                    fallback_approver?: {
                        /** Format: email */
                        email: string;
                        /** @default null */
                        name?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalRule"];
                    };
                };
            };
        };
    };
    "approvalRules.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalRule"];
                    };
                };
            };
        };
    };
    "approvalRules.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "approvalRules.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    position?: number;
                    active?: boolean;
                    condition?: components["schemas"]["ApprovalConditionInput"];
                    /** @description ISO 4217 currency code. */
                    currency?: string;
                    /** @description Who approves: `recipient_manager` (the manager the directory names for each recipient; any one of them may approve, and anyone with the manager role when no recipient has one), `person` (one named person, by e-mail), or `any_manager` (anyone with the manager role). The requester never approves their own request. */
                    approver?: {
                        /** @enum {string} */
                        type: "recipient_manager";
                    } | {
                        /** @enum {string} */
                        type: "person";
                        /** Format: email */
                        email: string;
                        /** @default null */
                        name?: string | null;
                    } | {
                        /** @enum {string} */
                        type: "any_manager";
                    };
                    second_step?: {
                        /**
                         * @description A second approval when the accepted total exceeds this (in the rule currency); null: never.
                         * @default null
                         */
                        above_amount?: number | null;
                        /**
                         * @description A second approval when the quote would take a budget (GET /budgets) below zero.
                         * @default false
                         */
                        when_over_budget?: boolean;
                        /** @description Who approves: `recipient_manager` (the manager the directory names for each recipient; any one of them may approve, and anyone with the manager role when no recipient has one), `person` (one named person, by e-mail), or `any_manager` (anyone with the manager role). The requester never approves their own request. */
                        approver: {
                            /** @enum {string} */
                            type: "recipient_manager";
                        } | {
                            /** @enum {string} */
                            type: "person";
                            /** Format: email */
                            email: string;
                            /** @default null */
                            name?: string | null;
                        } | {
                            /** @enum {string} */
                            type: "any_manager";
                        };
                    } | null;
                    fallback_approver?: {
                        /** Format: email */
                        email: string;
                        /** @default null */
                        name?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalRule"];
                    };
                };
            };
        };
    };
    "approvalRequests.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description Only requests in this status. */
                status?: "collecting" | "pending" | "approved" | "declined" | "cancelled";
                /** @description Only pending requests this person may decide now (their step is pending, they are among its approvers or it is open to any manager, and they did not request it). Anyone-with-the-manager-role steps count only with `approver_role=manager`. */
                approver?: string;
                approver_role?: string;
                quote_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalRequest"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "approvalRequests.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
        };
    };
    "approvalRequests.approve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
        };
    };
    "approvalRequests.decline": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why; IT staff read it on the quote. */
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
        };
    };
    "approvalRequests.changeDecision": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "accept" | "reject";
                    /** @description With `accept`: the alternative to take instead of the original offer. */
                    alternative_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
        };
    };
    "budgets.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description A day (YYYY-MM-DD, UTC) in the period to work out the figures for; default today. */
                at?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Budget"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "budgets.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Defaults to the department (or `Company-wide`) and the period. */
                    name?: string;
                    /**
                     * @description A department of the directory (case-insensitive); null or left out: company-wide.
                     * @default null
                     */
                    department?: string | null;
                    /** @enum {string} */
                    period: "month" | "quarter" | "year";
                    amount: number;
                    /**
                     * @description ISO 4217 currency code.
                     * @default USD
                     */
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Budget"];
                    };
                };
            };
        };
    };
    "budgets.impact": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    lines: {
                        /** @description A recipient's e-mail address: the department comes from the directory, for a key with `employees:read`; without that scope the address is not looked up and the line counts only for company-wide budgets (unless it names a `department`). */
                        email?: string | null;
                        /** @description The department to count the amount for, when there is no e-mail (or to override it). */
                        department?: string | null;
                        /** @description What this line would commit. */
                        amount: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BudgetImpactLine"][];
                    };
                };
            };
        };
    };
    "budgets.retrieveSpend": {
        parameters: {
            query?: {
                /** @description First month (default: 11 months before `to`); the period covers at most 120 months. */
                from?: string;
                /** @description Last month (default: this month). */
                to?: string;
                /** @description Only this currency (default: every currency with money). */
                currency?: string;
                /** @description Only the recipients of this department of the directory (case-insensitive), as a department's budget counts; default: everyone. */
                department?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BudgetSpend"];
                    };
                };
            };
        };
    };
    "budgets.retrieve": {
        parameters: {
            query?: {
                /** @description A day (YYYY-MM-DD, UTC) in the period to work out the figures for; default today. */
                at?: string;
            };
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Budget"];
                    };
                };
            };
        };
    };
    "budgets.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "budgets.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description A department of the directory (case-insensitive); null or left out: company-wide. */
                    department?: string | null;
                    /** @enum {string} */
                    period?: "month" | "quarter" | "year";
                    amount?: number;
                    /** @description ISO 4217 currency code. */
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Budget"];
                    };
                };
            };
        };
    };
    "budgets.listCommitments": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description A day (YYYY-MM-DD, UTC) in the period to work out the figures for; default today. */
                at?: string;
            };
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BudgetCommitment"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                            period_start: string;
                            period_end: string;
                        };
                    };
                };
            };
        };
    };
    "currencySettings.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CurrencySettings"];
                    };
                };
            };
        };
    };
    "currencySettings.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description One of `currencies` (149 ISO 4217 codes), or null to convert nothing. */
                    reporting_currency: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CurrencySettings"];
                    };
                };
            };
        };
    };
    "locations.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description Only locations of this type. */
                type?: "warehouse" | "office";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Location"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "locations.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "warehouse" | "office";
                    name: string;
                    address: string;
                    /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                    country: string;
                    /** @default null */
                    contact_name?: string | null;
                    contact_email?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Location"];
                    };
                };
            };
        };
    };
    "locations.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Location"];
                    };
                };
            };
        };
    };
    "locations.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "locations.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type?: "warehouse" | "office";
                    name?: string;
                    address?: string;
                    /** @description Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`. */
                    country?: string;
                    contact_name?: string | null;
                    contact_email?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Location"];
                    };
                };
            };
        };
    };
    "inventorySettings.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InventorySettings"];
                    };
                };
            };
        };
    };
    "inventorySettings.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where a Store sends the device: `loadout_hub` (Loadout's hub keeps it for reuse; the default), `location` (one of the company's warehouses or offices, by `location_id`), or `clearance` (certified data erasure, then `resale` with the amount credited to the company, or `recycle`). */
                    default_destination?: {
                        /** @enum {string} */
                        type: "loadout_hub";
                    } | {
                        /** @enum {string} */
                        type: "location";
                        /** Format: uuid */
                        location_id: string;
                    } | {
                        /** @enum {string} */
                        type: "clearance";
                        /** @enum {string} */
                        outcome: "resale" | "recycle";
                    };
                    /** @description `default_months` and `by_device_type` each replace what they name (`by_device_type` as a whole: send every type you want). The refresh day of every device that has a purchase day and is not cleared follows at once; `asset.refresh_due` is sent for those now due within 30 days at the next daily check. */
                    device_lifespans?: {
                        default_months?: number;
                        by_device_type?: {
                            [key: string]: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InventorySettings"];
                    };
                };
            };
        };
    };
    "assets.retrieveErasureCertificate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate: a PDF (`application/pdf`), or its record (`application/json`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/json": {
                        data: components["schemas"]["ErasureCertificate"];
                    };
                };
            };
        };
    };
    "auditEvents.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description A person’s e-mail (case-insensitive), an API key id, an operator or SCIM token id, or a job name. */
                actor?: string;
                actor_type?: "user" | "api_key" | "operator" | "scim" | "job" | "link";
                /** @description An operation id such as `quotes.create`; comma-separated values mean OR; `quotes.*` matches every operation on quotes. */
                action?: string;
                object_type?: string;
                /** @description Events that acted on this object or changed one of its parts (an item of the quote, a recipient). */
                object_id?: string;
                occurred_after?: string;
                occurred_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEvent"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "auditEvents.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEvent"];
                    };
                };
            };
        };
    };
    "auditCheckpoints.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditCheckpoint"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "auditCheckpoints.publicKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditPublicKey"];
                    };
                };
            };
        };
    };
    "requestLogs.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description Only requests of this key. */
                api_key_id?: string;
                /** @description An exact status (`404`) or a class (`2xx`, `4xx`, `5xx`). */
                status?: string;
                /** @description HTTP method, case-insensitive. */
                method?: string;
                /** @description Paths that start with this, e.g. `/api/v1/quotes`. */
                path?: string;
                /** @description The request with this id. */
                request_id?: string;
                created_after?: string;
                created_before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RequestLog"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "requestLogs.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The log entry id (UUID) or the request id (`req_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RequestLog"];
                    };
                };
            };
        };
    };
    "exports.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description Sort order; a leading `-` means descending (default `-created_at`). */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Export"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "exports.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "quotes" | "inventory" | "device_actions" | "employees" | "spend" | "audit_events";
                    /** @enum {string} */
                    format: "csv" | "xlsx";
                    /** @description The list endpoint's query parameters, without `cursor` and `limit` (`spend`: `from` and `to` months YYYY-MM from 2000-01 to 2999-12, at most 120 months apart, `currency`, `department`). Checked as the list endpoint checks them. */
                    filters?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Export"];
                    };
                };
            };
        };
    };
    "exports.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Export"];
                    };
                };
            };
        };
    };
    "onboardingCases.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                status?: "scheduled" | "open" | "submitted" | "completed" | "cancelled";
                employee_id?: string;
                late?: "true" | "false";
                sort?: "created_at" | "-created_at" | "start_date" | "-start_date";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OnboardingCase"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "onboardingCases.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OnboardingCase"];
                    };
                };
            };
        };
    };
    "onboardingCases.submit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description Who asks for the quote; default: the hire's manager, else the hire.
                     */
                    requester_email?: string;
                    /** @description Picks for choices the hire has not made, by choice name: an option's label. A choice the hire picked through their link keeps their pick unless `override_choices` is true. */
                    choices?: {
                        [key: string]: string;
                    };
                    /** @description true: `choices` also replace the hire's own picks (the case's `picks` then show `it_staff` with the hire's option in `hire_option`). Default false. */
                    override_choices?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OnboardingCase"];
                    };
                };
            };
        };
    };
    "onboardingSettings.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OnboardingSettings"];
                    };
                };
            };
        };
    };
    "onboardingSettings.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lead_days?: number;
                    auto_submit?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OnboardingSettings"];
                    };
                };
            };
        };
    };
    "onboardingChoices.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the hire's one-time link: the last segment of the link e-mailed to them. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OnboardingChoicePage"];
                    };
                };
            };
        };
    };
    "onboardingChoices.make": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the hire's one-time link: the last segment of the link e-mailed to them. */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description By choice name: the label of the option picked. */
                    choices: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "refreshes.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                status?: "draft" | "ordered" | "returning" | "completed" | "cancelled";
                /** @description Only this device's refreshes. */
                asset_id?: string;
                /** @description Sort order; a leading `-` means descending (default `-created_at`). */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Refresh"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
    };
    "refreshes.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description A device in use by someone in the employee directory (its `employee.email`).
                     */
                    asset_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Refresh"];
                    };
                };
            };
        };
    };
    "refreshes.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Refresh"];
                    };
                };
            };
        };
    };
    "refreshes.submit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description Who asks for the quote; the holder's manager by default, else the holder.
                     */
                    requester_email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Refresh"];
                    };
                };
            };
        };
    };
    "refreshes.cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the first successful response is replayed for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Refresh"];
                    };
                };
            };
        };
    };
    "webhooks.quoteCreated": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.quotePending": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuotePendingEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.quoteApprovalRequested": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteApprovalRequestedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.quoteApproved": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteApprovedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.quoteApprovalDeclined": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteApprovalDeclinedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.quoteTrackingAdded": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteTrackingAddedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.quoteDelivered": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteDeliveredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.quoteActionRequired": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteActionRequiredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.logisticsCreated": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogisticsCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.logisticsTrackingAdded": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogisticsTrackingAddedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.logisticsCompleted": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogisticsCompletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.logisticsCancelled": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogisticsCancelledEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.logisticsActionRequired": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogisticsActionRequiredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.employeeCreated": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmployeeCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.employeeUpdated": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmployeeUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.employeeLeaving": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmployeeLeavingEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.offboardingOpened": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OffboardingOpenedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.offboardingCompleted": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OffboardingCompletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.offboardingCancelled": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OffboardingCancelledEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.onboardingOpened": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingOpenedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.onboardingCompleted": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingCompletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.onboardingLate": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingLateEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.onboardingCancelled": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingCancelledEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.assetReceived": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetReceivedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.assetErased": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetErasedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.assetCleared": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetClearedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.assetRefreshDue": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetRefreshDueEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.webhookTest": {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates. */
                "webhook-id": string;
                /** @description Unix time in seconds of this attempt; reject deliveries more than five minutes away. */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation. */
                "webhook-signature": string;
                /** @description The event type (also `type` in the body). */
                "X-Loadout-Event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
