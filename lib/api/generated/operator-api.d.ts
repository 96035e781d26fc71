// Generated from the OpenAPI document the API serves. Do not edit: run `npm run api:types`.

export interface paths {
    "/operator/v1/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List companies
         * @description Requires an operator token.
         */
        get: operations["companies.list"];
        put?: never;
        /**
         * Create a company
         * @description Requires an operator token.
         */
        post: operations["companies.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a company
         * @description Requires an operator token.
         */
        get: operations["companies.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a company (name, API access, audit retention)
         * @description Requires an operator token.
         */
        patch: operations["companies.update"];
        trace?: never;
    };
    "/operator/v1/companies/{id}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a company's API keys (no secrets)
         * @description Requires an operator token.
         */
        get: operations["apiKeys.list"];
        put?: never;
        /**
         * Create an API key (the key is shown once)
         * @description Requires an operator token.
         */
        post: operations["apiKeys.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/api-keys/{id}": {
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
         * Revoke an API key (effective within 5 seconds everywhere)
         * @description Requires an operator token.
         */
        delete: operations["apiKeys.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/companies/{id}/scim-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a company's SCIM tokens (no secrets)
         * @description Requires an operator token.
         */
        get: operations["scimTokens.list"];
        put?: never;
        /**
         * Create a SCIM token (the token is shown once)
         * @description For the company's identity provider (Okta, Microsoft Entra ID): give it `base_url` and `token`, and it keeps the employee directory in step through SCIM 2.0.
         *
         *     Requires an operator token.
         */
        post: operations["scimTokens.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/scim-tokens/{id}": {
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
         * @description Requires an operator token.
         */
        delete: operations["scimTokens.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products, inactive ones included
         * @description Requires an operator token.
         */
        get: operations["products.list"];
        put?: never;
        /**
         * Create a product with its configurations
         * @description Requires an operator token.
         */
        post: operations["products.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product with every configuration
         * @description Requires an operator token.
         */
        get: operations["products.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a product; add, change or deactivate configurations
         * @description Requires an operator token.
         */
        patch: operations["products.update"];
        trace?: never;
    };
    "/operator/v1/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the catalog from CSV or a JSON array (one record per configuration)
         * @description Requires an operator token.
         */
        post: operations["products.import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/companies/{id}/kits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a company's kits
         * @description Requires an operator token.
         */
        get: operations["kits.list"];
        put?: never;
        /**
         * Create a kit for a company
         * @description Requires an operator token.
         */
        post: operations["kits.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/kits/{id}": {
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
         * Delete a kit
         * @description Requires an operator token.
         */
        delete: operations["kits.delete"];
        options?: never;
        head?: never;
        /**
         * Update a kit
         * @description Requires an operator token.
         */
        patch: operations["kits.update"];
        trace?: never;
    };
    "/operator/v1/companies/{id}/employees/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import employees from an HRIS export
         * @description Requires an operator token.
         */
        post: operations["employees.import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quotes across companies, oldest first
         * @description Requires an operator token.
         */
        get: operations["quotes.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get any quote
         * @description Requires an operator token.
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
    "/operator/v1/quotes/{id}/items/{itemId}/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Price an item
         * @description Requires an operator token.
         */
        put: operations["quotes.priceItem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/quotes/{id}/items/{itemId}/alternatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer an alternative for an item
         * @description Requires an operator token.
         */
        post: operations["quotes.offerAlternative"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/quotes/{id}/recipients/{recipientId}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add tracking for a recipient
         * @description Requires an operator token.
         */
        post: operations["quotes.addTracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/quotes/{id}/recipients/{recipientId}/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm delivery to a recipient
         * @description With the serial numbers of the units, if the tracking did not give them: delivered devices join the company's inventory.
         *
         *     Requires an operator token.
         */
        post: operations["quotes.confirmDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/quotes/{id}/action-required": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the client for input
         * @description Requires an operator token.
         */
        post: operations["quotes.requestInput"];
        /**
         * Clear the request for input
         * @description Requires an operator token.
         */
        delete: operations["quotes.clearInputRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/quotes/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write to the client about a quote
         * @description Requires an operator token.
         */
        post: operations["quotes.addComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/device-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Device actions across companies, oldest first
         * @description Requires an operator token.
         */
        get: operations["deviceActions.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/device-actions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get any device action
         * @description Requires an operator token.
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
    "/operator/v1/device-actions/{id}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add tracking
         * @description Requires an operator token.
         */
        post: operations["deviceActions.addTracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/device-actions/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a comment
         * @description Requires an operator token.
         */
        post: operations["deviceActions.addComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/device-actions/{id}/action-required": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the client for input
         * @description Requires an operator token.
         */
        post: operations["deviceActions.requestInput"];
        /**
         * Clear the request for input
         * @description Requires an operator token.
         */
        delete: operations["deviceActions.clearInputRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/device-actions/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete the action (updates the inventory)
         * @description Requires an operator token.
         */
        post: operations["deviceActions.complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/device-actions/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive the device of a Store and grade it (completes the action)
         * @description Completes a Store in progress as `complete` does, and records the device's condition on its asset: A like new, B light wear, C worn but working, D broken, with a note. The asset is then kept where the Store's destination says (a `clearance` one waits for its erasure and outcome). Events `logistics.completed` and `asset.received`. Assign and Reassign are a 409: complete them instead.
         *
         *     Requires an operator token.
         */
        post: operations["deviceActions.receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/device-actions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the action
         * @description Requires an operator token.
         */
        post: operations["deviceActions.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/clearance-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the devices waiting for clearance
         * @description Every company's devices a Store sent to clearance that are not cleared yet, oldest first: those without `erasure` wait for it, the others for their outcome.
         *
         *     Requires an operator token.
         */
        get: operations["assets.listClearanceQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/assets/{id}/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the data erasure of a device and issue its certificate
         * @description For a device a Store sent to clearance, once received: the NIST SP 800-88 method, the tool, the day, who did it and the verification. A verified erasure issues the erasure certificate (event `asset.erased`); a failed verification issues none and is a 409.
         *
         *     Requires an operator token.
         */
        post: operations["assets.recordErasure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/assets/{id}/clearance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record how a device left the inventory after its erasure
         * @description After its erasure certificate: `resale` with the amount credited to the company, or `recycle`. The asset is then `cleared`, out of the active inventory with its history kept (event `asset.cleared`).
         *
         *     Requires an operator token.
         */
        post: operations["assets.clear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * E-mails, tracker tasks and fulfilment orders, newest first
         * @description Each message says what it is about (the quote or device action, with its number) and where it went, goes or would go.
         *
         *     Requires an operator token.
         */
        get: operations["outbox.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/webhook-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Failing and disabled webhook endpoints across companies
         * @description Requires an operator token.
         */
        get: operations["webhookHealth.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/fx-rates/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import reference exchange rates from the ECB’s CSV
         * @description Takes the European Central Bank’s reference-rate CSV as published: the daily file (one row) or the historical file (one row per day, newest first), for example:
         *
         *     ```
         *     Date, USD, JPY, GBP, CHF,
         *     04 December 2026, 1.0823, 162.87, 0.8512, 0.9468,
         *     ```
         *
         *     The header names `Date` and the currencies (ISO 4217, in any order; spaces after commas and a trailing comma are fine); a day is `YYYY-MM-DD` (or the daily file’s `04 December 2026`), on or before today (UTC); a cell that is empty or `N/A` means no rate that day. A currency Loadout does not hold (such as the ECB’s retired `CYP`), a second column of one currency, and `EUR` (the base) are reported once as errors of row 0, and their columns skipped.
         *
         *     Each row is checked on its own: a row with an error (a day that is not a day of the calendar or is in the future, a rate that is not a positive decimal, a day already in the file, the wrong number of cells) imports nothing and is reported with its row number (1 is the first row after the header) and column. **Every row without an error is imported even when others fail**, all in one transaction. A rate stored as it is counts as `unchanged`, so importing the same file again changes nothing.
         *
         *     JSON (`Content-Type: application/json`) takes `{"rates": [{"day", "currency", "per_eur"}]}` with `per_eur` as decimal text; entry 1 is row 1.
         *
         *     Requires an operator token.
         */
        post: operations["fxRates.import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/fx-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the reference exchange rates
         * @description Newest day first, then by currency. `per_eur` is exact decimal text: units of the currency per euro.
         *
         *     Requires an operator token.
         */
        get: operations["fxRates.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/v1/fx-rates/effective": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reference exchange rates that hold on a day
         * @description For each currency, the latest rate published on or before the day, with the day it was published for: what a commitment of that day converts with (a weekend or holiday takes the last working day’s). A currency with no rate by then is listed under `missing`, never a 404.
         *
         *     Requires an operator token.
         */
        get: operations["fxRates.effective"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
        Company: {
            /** Format: uuid */
            id: string;
            name: string;
            api_access_enabled: boolean;
            /** @description Days its audit events are kept before they are archived and pruned (default 400). */
            audit_retention_days: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
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
        ApprovalPerson: {
            email: string;
            name: string | null;
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
        OperatorAsset: {
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
            company: {
                /** Format: uuid */
                id: string;
                name: string;
            };
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
        Requester: {
            email: string;
            name: string | null;
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
        OperatorProduct: {
            /** Format: uuid */
            id: string;
            name: string;
            brand: string;
            model: string;
            /** @description Laptop, Monitor, Phone, Tablet, Keyboard, Mouse, Headset, Dock, Accessory, … */
            product_type: string;
            image_url: string | null;
            active: boolean;
            configurations: components["schemas"]["ProductConfiguration"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
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
    "companies.list": {
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
                        data: components["schemas"]["Company"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "companies.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "companies.retrieve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "companies.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    api_access_enabled?: boolean;
                    audit_retention_days?: number;
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
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "apiKeys.list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        data: components["schemas"]["ApiKey"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "apiKeys.create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    mode: "live" | "test";
                    scopes: ("quotes:read" | "quotes:write" | "assets:read" | "assets:write" | "device_actions:read" | "device_actions:write" | "webhooks:manage" | "employees:read" | "scim:manage" | "policies:manage" | "approvals:decide" | "audit:read" | "request_logs:read" | "exports:read" | "exports:write")[];
                    /** Format: date-time */
                    expires_at?: string;
                    rate_limit_per_minute?: number;
                    /**
                     * @description Test keys only: sandbox quotes are priced, shipped and delivered, and device actions completed, by themselves.
                     * @default false
                     */
                    autopilot?: boolean;
                    /**
                     * @description Decisions on quotes made with this key go through the company's approval rules (GET /approval-rules), as those made in the dashboard do; without it, the key's decisions take effect at once.
                     * @default false
                     */
                    requires_approval?: boolean;
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
                            /** @description The secret key. Shown only in this response; store it now. */
                            key: string;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "apiKeys.revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "scimTokens.list": {
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
                        data: components["schemas"]["ScimToken"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "scimTokens.create": {
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
                    /** @description e.g. "Okta" or "Entra ID". */
                    name: string;
                    /**
                     * @default live
                     * @enum {string}
                     */
                    mode?: "live" | "test";
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
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
                        data: components["schemas"]["OperatorProduct"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "products.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    brand: string;
                    model: string;
                    product_type: string;
                    image_url?: string | null;
                    /** @default true */
                    active?: boolean;
                    configurations: {
                        cpu?: string | null;
                        ram?: string | null;
                        storage?: string | null;
                        screen_size?: string | null;
                        price_estimate?: number | null;
                        /**
                         * @description ISO 4217 currency code.
                         * @default USD
                         */
                        currency?: string;
                        /** @default true */
                        active?: boolean;
                    }[];
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
                        data: components["schemas"]["OperatorProduct"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
                        data: components["schemas"]["OperatorProduct"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "products.update": {
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
                    brand?: string;
                    model?: string;
                    product_type?: string;
                    image_url?: string | null;
                    active?: boolean;
                    /** @description Configurations to add (no id) or change (with id); ones left out stay as they are. */
                    configurations?: {
                        /**
                         * Format: uuid
                         * @description Set to change an existing configuration; leave out to add one.
                         */
                        id?: string;
                        cpu?: string | null;
                        ram?: string | null;
                        storage?: string | null;
                        screen_size?: string | null;
                        price_estimate?: number | null;
                        /** @description ISO 4217 currency code. */
                        currency?: string;
                        active?: boolean;
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
                        data: components["schemas"]["OperatorProduct"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "products.import": {
        parameters: {
            query?: never;
            header?: never;
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
                        data: {
                            products_created: number;
                            products_updated: number;
                            configurations_created: number;
                            configurations_updated: number;
                            unchanged: number;
                            errors: {
                                row: number;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "kits.list": {
        parameters: {
            query?: {
                mode?: "live" | "test";
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
                        data: components["schemas"]["Kit"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "kits.create": {
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
                     * @description Which data the kit belongs to: live, or the sandbox.
                     * @default live
                     * @enum {string}
                     */
                    mode?: "live" | "test";
                    name: string;
                    description?: string | null;
                    region?: string | null;
                    /** @default [] */
                    tags?: string[];
                    items: ({
                        /** Format: uuid */
                        product_id: string;
                        /** Format: uuid */
                        configuration_id?: string;
                        /** @default 1 */
                        quantity?: number;
                    } | {
                        product_type: string;
                        specification: {
                            [key: string]: string;
                        };
                        /** @default 1 */
                        quantity?: number;
                    })[];
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
                        data: components["schemas"]["Kit"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "kits.delete": {
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
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "kits.update": {
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
                    region?: string | null;
                    /** @default [] */
                    tags?: string[];
                    items?: ({
                        /** Format: uuid */
                        product_id: string;
                        /** Format: uuid */
                        configuration_id?: string;
                        /** @default 1 */
                        quantity?: number;
                    } | {
                        product_type: string;
                        specification: {
                            [key: string]: string;
                        };
                        /** @default 1 */
                        quantity?: number;
                    })[];
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
                        data: components["schemas"]["Kit"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "employees.import": {
        parameters: {
            query?: {
                mode?: "live" | "test";
                /** @description A full export: employees it leaves out are leaving (status `inactive`, `end_date` today unless one is set). */
                full?: "true" | "false";
            };
            header?: never;
            path: {
                /** @description The object id (UUID). */
                id: string;
            };
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
                        data: {
                            created: number;
                            updated: number;
                            unchanged: number;
                            deactivated: number;
                            errors: {
                                row: number;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
                status?: string;
                company_id?: string;
                /** @description Part of the quote number, the company's name, the requester, or a recipient's name, e-mail, serial number or tracking code. */
                search?: string;
                /** @description `open`: only quotes with an accepted item whose recipients are not all delivered, whatever the quote's status. */
                fulfilment?: "open";
                /** @description `open`: a request for input is open; `waiting`: open, and the client has not commented since it was raised; `answered`: open, and the client has commented since. */
                action_required?: "open" | "waiting" | "answered";
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
                        data: {
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
                            items: {
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
                                /** @description The catalog's unit price estimate; null for freeform items and products without one. */
                                catalog_estimate: {
                                    price: number;
                                    /** @description ISO 4217 currency code. */
                                    currency: string;
                                    /**
                                     * @description The requested configuration's estimate, or the lowest of the product's.
                                     * @enum {string}
                                     */
                                    basis: "configuration" | "lowest_configuration";
                                } | null;
                            }[];
                            /** @description The latest approval request of the quote, with its steps (who, when, the comment); null when its decisions never went through approval rules. */
                            approval: components["schemas"]["ApprovalRequest"] | null;
                            /** @description `true` for live data, `false` for sandbox data (test keys). */
                            livemode: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                        }[];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
                        data: {
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
                            items: {
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
                                /** @description The catalog's unit price estimate; null for freeform items and products without one. */
                                catalog_estimate: {
                                    price: number;
                                    /** @description ISO 4217 currency code. */
                                    currency: string;
                                    /**
                                     * @description The requested configuration's estimate, or the lowest of the product's.
                                     * @enum {string}
                                     */
                                    basis: "configuration" | "lowest_configuration";
                                } | null;
                            }[];
                            /** @description The latest approval request of the quote, with its steps (who, when, the comment); null when its decisions never went through approval rules. */
                            approval: components["schemas"]["ApprovalRequest"] | null;
                            /** @description `true` for live data, `false` for sandbox data (test keys). */
                            livemode: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "quotes.priceItem": {
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
                    price: number;
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
                        data: {
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
                            items: {
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
                                /** @description The catalog's unit price estimate; null for freeform items and products without one. */
                                catalog_estimate: {
                                    price: number;
                                    /** @description ISO 4217 currency code. */
                                    currency: string;
                                    /**
                                     * @description The requested configuration's estimate, or the lowest of the product's.
                                     * @enum {string}
                                     */
                                    basis: "configuration" | "lowest_configuration";
                                } | null;
                            }[];
                            /** @description The latest approval request of the quote, with its steps (who, when, the comment); null when its decisions never went through approval rules. */
                            approval: components["schemas"]["ApprovalRequest"] | null;
                            /** @description `true` for live data, `false` for sandbox data (test keys). */
                            livemode: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "quotes.offerAlternative": {
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
                        data: {
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
                            items: {
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
                                /** @description The catalog's unit price estimate; null for freeform items and products without one. */
                                catalog_estimate: {
                                    price: number;
                                    /** @description ISO 4217 currency code. */
                                    currency: string;
                                    /**
                                     * @description The requested configuration's estimate, or the lowest of the product's.
                                     * @enum {string}
                                     */
                                    basis: "configuration" | "lowest_configuration";
                                } | null;
                            }[];
                            /** @description The latest approval request of the quote, with its steps (who, when, the comment); null when its decisions never went through approval rules. */
                            approval: components["schemas"]["ApprovalRequest"] | null;
                            /** @description `true` for live data, `false` for sandbox data (test keys). */
                            livemode: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "quotes.addTracking": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                recipientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tracking_code: string;
                    /** Format: uri */
                    tracking_link: string;
                    /** @description Serial number of the delivered unit; several units separated by commas or spaces. Devices join the inventory on delivery. */
                    serial_number?: string;
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
                            items: {
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
                                /** @description The catalog's unit price estimate; null for freeform items and products without one. */
                                catalog_estimate: {
                                    price: number;
                                    /** @description ISO 4217 currency code. */
                                    currency: string;
                                    /**
                                     * @description The requested configuration's estimate, or the lowest of the product's.
                                     * @enum {string}
                                     */
                                    basis: "configuration" | "lowest_configuration";
                                } | null;
                            }[];
                            /** @description The latest approval request of the quote, with its steps (who, when, the comment); null when its decisions never went through approval rules. */
                            approval: components["schemas"]["ApprovalRequest"] | null;
                            /** @description `true` for live data, `false` for sandbox data (test keys). */
                            livemode: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "quotes.confirmDelivery": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                recipientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Serial number of the delivered unit; several units separated by commas or spaces. Devices join the inventory on delivery. */
                    serial_number?: string;
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
                        data: {
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
                            items: {
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
                                /** @description The catalog's unit price estimate; null for freeform items and products without one. */
                                catalog_estimate: {
                                    price: number;
                                    /** @description ISO 4217 currency code. */
                                    currency: string;
                                    /**
                                     * @description The requested configuration's estimate, or the lowest of the product's.
                                     * @enum {string}
                                     */
                                    basis: "configuration" | "lowest_configuration";
                                } | null;
                            }[];
                            /** @description The latest approval request of the quote, with its steps (who, when, the comment); null when its decisions never went through approval rules. */
                            approval: components["schemas"]["ApprovalRequest"] | null;
                            /** @description `true` for live data, `false` for sandbox data (test keys). */
                            livemode: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "quotes.requestInput": {
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
                        data: {
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
                            items: {
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
                                /** @description The catalog's unit price estimate; null for freeform items and products without one. */
                                catalog_estimate: {
                                    price: number;
                                    /** @description ISO 4217 currency code. */
                                    currency: string;
                                    /**
                                     * @description The requested configuration's estimate, or the lowest of the product's.
                                     * @enum {string}
                                     */
                                    basis: "configuration" | "lowest_configuration";
                                } | null;
                            }[];
                            /** @description The latest approval request of the quote, with its steps (who, when, the comment); null when its decisions never went through approval rules. */
                            approval: components["schemas"]["ApprovalRequest"] | null;
                            /** @description `true` for live data, `false` for sandbox data (test keys). */
                            livemode: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "quotes.clearInputRequest": {
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
                        data: {
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
                            items: {
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
                                /** @description The catalog's unit price estimate; null for freeform items and products without one. */
                                catalog_estimate: {
                                    price: number;
                                    /** @description ISO 4217 currency code. */
                                    currency: string;
                                    /**
                                     * @description The requested configuration's estimate, or the lowest of the product's.
                                     * @enum {string}
                                     */
                                    basis: "configuration" | "lowest_configuration";
                                } | null;
                            }[];
                            /** @description The latest approval request of the quote, with its steps (who, when, the comment); null when its decisions never went through approval rules. */
                            approval: components["schemas"]["ApprovalRequest"] | null;
                            /** @description `true` for live data, `false` for sandbox data (test keys). */
                            livemode: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "quotes.addComment": {
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
                    message: string;
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
                            items: {
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
                                /** @description The catalog's unit price estimate; null for freeform items and products without one. */
                                catalog_estimate: {
                                    price: number;
                                    /** @description ISO 4217 currency code. */
                                    currency: string;
                                    /**
                                     * @description The requested configuration's estimate, or the lowest of the product's.
                                     * @enum {string}
                                     */
                                    basis: "configuration" | "lowest_configuration";
                                } | null;
                            }[];
                            /** @description The latest approval request of the quote, with its steps (who, when, the comment); null when its decisions never went through approval rules. */
                            approval: components["schemas"]["ApprovalRequest"] | null;
                            /** @description `true` for live data, `false` for sandbox data (test keys). */
                            livemode: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
                status?: string;
                company_id?: string;
                /** @description Part of the `DA-…` reference, the company's name, serial number, model, tracking code, or a person's name or e-mail. */
                search?: string;
                /** @description `open`: a request for input is open; `waiting`: open, and the client has not commented since it was raised; `answered`: open, and the client has commented since. */
                action_required?: "open" | "waiting" | "answered";
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
                        data: {
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
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** @description The company's location a Store goes to (`destination.type` `location`): where to ship the device. */
                            destination_location: components["schemas"]["Location"] | null;
                        }[];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deviceActions.retrieve": {
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
                        data: {
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
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** @description The company's location a Store goes to (`destination.type` `location`): where to ship the device. */
                            destination_location: components["schemas"]["Location"] | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deviceActions.addTracking": {
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
                    tracking_code: string;
                    /** Format: uri */
                    tracking_link: string;
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
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** @description The company's location a Store goes to (`destination.type` `location`): where to ship the device. */
                            destination_location: components["schemas"]["Location"] | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deviceActions.addComment": {
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
                        data: {
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
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** @description The company's location a Store goes to (`destination.type` `location`): where to ship the device. */
                            destination_location: components["schemas"]["Location"] | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deviceActions.requestInput": {
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
                        data: {
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
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** @description The company's location a Store goes to (`destination.type` `location`): where to ship the device. */
                            destination_location: components["schemas"]["Location"] | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deviceActions.clearInputRequest": {
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
                        data: {
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
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** @description The company's location a Store goes to (`destination.type` `location`): where to ship the device. */
                            destination_location: components["schemas"]["Location"] | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deviceActions.complete": {
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
                        data: {
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
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** @description The company's location a Store goes to (`destination.type` `location`): where to ship the device. */
                            destination_location: components["schemas"]["Location"] | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deviceActions.receive": {
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
                        data: {
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
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** @description The company's location a Store goes to (`destination.type` `location`): where to ship the device. */
                            destination_location: components["schemas"]["Location"] | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deviceActions.cancel": {
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
                    reason: string;
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
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** @description The company's location a Store goes to (`destination.type` `location`): where to ship the device. */
                            destination_location: components["schemas"]["Location"] | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "assets.listClearanceQueue": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description Only this company's devices. */
                company_id?: string;
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
                        data: components["schemas"]["OperatorAsset"][];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "assets.recordErasure": {
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
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "assets.clear": {
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
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND: no such object. */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "outbox.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                kind?: "email" | "task" | "order";
                status?: "pending" | "sent" | "stored";
                company_id?: string;
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
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            company_id: string;
                            company_name: string;
                            livemode: boolean;
                            /**
                             * @description `email`, `task` (task tracker) or `order` (fulfilment partner).
                             * @enum {string}
                             */
                            kind: "email" | "task" | "order";
                            /** @description What it is about, e.g. `quote:<id>`. */
                            subject: string;
                            /** @description The quote or device action the message is about (from `subject`); null for anything else. */
                            about: {
                                /** @enum {string} */
                                type: "quote" | "device_action";
                                /** Format: uuid */
                                id: string;
                                /** @description The quote's number (`Q-…`) or the device action's reference (`DA-…`); null if it no longer exists. */
                                reference: string | null;
                            } | null;
                            /**
                             * @description `sent` by an adapter, `stored` when no adapter is configured (or in the sandbox), `pending` while queued.
                             * @enum {string}
                             */
                            status: "pending" | "sent" | "stored";
                            /** @description `smtp` or the URL it was sent to; `stored` or `sandbox` when it was kept. */
                            destination: string | null;
                            /** @description Where the message went, goes or would go. */
                            delivery: {
                                /**
                                 * @description `email` (SMTP_URL), `task_tracker` (TASK_TRACKER_URL) or `fulfilment_partner` (FULFILMENT_URL).
                                 * @enum {string}
                                 */
                                channel: "email" | "task_tracker" | "fulfilment_partner";
                                /** @description The e-mail addresses it went or goes to (the operator desk's OPERATOR_EMAIL for desk e-mails); empty for tasks and orders. */
                                to: string[];
                                /** @description The task tracker's or fulfilment partner's URL it went to (for a pending message: goes to, as configured now); null for e-mails and kept messages. */
                                url: string | null;
                                /** @description Why a `stored` message stayed in Loadout: no adapter was configured when it was processed, or it belongs to the sandbox; null otherwise. */
                                kept_because: ("not_configured" | "sandbox") | null;
                            };
                            attempts: number;
                            last_error: string | null;
                            payload: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            sent_at: string | null;
                        }[];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhookHealth.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description `unhealthy` (default): failing or disabled; `failing`: active with a run of failures; `disabled`; `all`. */
                state?: "unhealthy" | "failing" | "disabled" | "all";
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
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            company_id: string;
                            company_name: string;
                            livemode: boolean;
                            url: string;
                            is_active: boolean;
                            disabled_reason: string | null;
                            /** @description Start of the current run of failed deliveries; null when the last one succeeded. */
                            failing_since: string | null;
                            /** @description The last 5 deliveries that failed or wait for a retry, newest first. */
                            recent_failures: {
                                /** Format: uuid */
                                delivery_id: string;
                                /**
                                 * @description `retrying`: the last attempt failed and another is scheduled; `failed`: retries are spent.
                                 * @enum {string}
                                 */
                                status: "retrying" | "failed";
                                event_type: string;
                                attempts: number;
                                last_response_status: number | null;
                                last_error: string | null;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        }[];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "fxRates.import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The ECB reference-rate CSV (Content-Type: text/csv): a header `Date,USD,JPY,…` and one row per day, as in the ECB’s daily and historical files; or JSON `{"rates": [{"day", "currency", "per_eur"}]}` with `per_eur` as decimal text. */
        requestBody: {
            content: {
                "application/json": string | {
                    /** @description One entry per day and currency: `{"day", "currency", "per_eur"}`. */
                    rates: {
                        [key: string]: unknown;
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
                            /** @description Rates of a day and currency that had none. */
                            created: number;
                            /** @description Rates that replaced a different rate of the same day and currency. */
                            updated: number;
                            /** @description Rates already stored as they are in the file. */
                            unchanged: number;
                            /** @description What the import refused. A row with an error imports nothing; a header error skips only its column; every other row was imported. */
                            errors: {
                                /** @description The row of the file: 1 is the first row after the header, 0 the header itself (a column the import skipped); for JSON, 1 is the first entry of `rates`. */
                                row: number;
                                /** @description The column of the header (a currency code, or `Date`), or the field of a JSON entry; null when the whole row is wrong. */
                                column: string | null;
                                /** @description What is wrong and how to fix it. */
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request. */
            413: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON. */
            415: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "fxRates.list": {
        parameters: {
            query?: {
                /** @description Page size, 1–100 (default 25). */
                limit?: number;
                /** @description Opaque cursor: `meta.next_cursor` of the previous page. */
                cursor?: string;
                /** @description Only these currencies (comma-separated ISO 4217 codes). */
                currency?: string;
                /** @description Only rates of this day or later (YYYY-MM-DD). */
                from?: string;
                /** @description Only rates of this day or earlier (YYYY-MM-DD). */
                to?: string;
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
                        data: {
                            /** @description ISO 4217 code. */
                            currency: string;
                            /** @description The day the rate was published for. */
                            day: string;
                            /** @description Units of the currency for one euro, as exact decimal text without trailing zeros (never a binary float). */
                            per_eur: string;
                            /**
                             * Format: date-time
                             * @description When the rate was imported or last changed.
                             */
                            imported_at: string;
                        }[];
                        meta: {
                            has_more: boolean;
                            /** @description Pass as `cursor` to get the next page; null on the last page. */
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "fxRates.effective": {
        parameters: {
            query?: {
                /** @description The day whose rates you want (YYYY-MM-DD); today (UTC) when left out. */
                day?: string;
                /** @description The currencies to look up (comma-separated ISO 4217 codes); all currencies that have a rate when left out. */
                currencies?: string;
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
                        data: {
                            /** @description The day asked for (today, UTC, when none was). */
                            day: string;
                            /** @description The rate that holds on the day for each currency that has one, by currency. */
                            rates: {
                                currency: string;
                                /** @description Units of the currency for one euro, as exact decimal text without trailing zeros (never a binary float). */
                                per_eur: string;
                                /** @description The day the rate was published for: the latest on or before the day asked (a Saturday takes Friday’s). EUR, the base, is 1 on the day asked. */
                                day: string;
                            }[];
                            /** @description Currencies asked for with no rate on or before the day: import one first. */
                            missing: string[];
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string). */
            401: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked. */
            429: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INTERNAL_ERROR: an unexpected failure on our side. */
            500: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
