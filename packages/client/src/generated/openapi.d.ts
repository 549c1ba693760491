// Generated from the Storefleet OpenAPI description by openapi-typescript: do not edit.
// Regenerate with `npm run generate -w packages/client` (apps/api/test/client-types.test.ts).

export interface paths {
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's live products for the store front, or those matching a search
         * @description Served from the per-store store-front cache (ADR 0013) until the store's data changes: the answer carries a strong `ETag`, `Vary: Accept-Encoding` and `Cache-Control: public, max-age=0, must-revalidate` (with `?tenantId`; `private, no-cache` and `Vary: Cookie` when the store comes from the Host or the session), is sent brotli- or gzip-encoded when accepted, and a matching `If-None-Match` gets `304 Not Modified`. With `search` (trimmed, at most 100 characters): the live products whose name, category or description contain every word of it, ignoring case, or resemble it closely (a small typo is forgiven), products whose name matches first, at most 100; a search answer is never cached (`Cache-Control: no-store`, ADR 0033).
         */
        get: operations["getProducts"];
        put?: never;
        /**
         * Creates a subscription product
         * @description Create a subscription product (JSON); the store is the acting tenant.
         */
        post: operations["postProducts"];
        delete?: never;
        /**
         * The CORS preflight of /api/products for a headless store front with a publishable key
         * @description Allows the Origin (Access-Control-Allow-Origin, the methods, `X-Storefleet-Key` and `Content-Type`) when a live publishable key of some store lists it; otherwise 204 with no CORS headers, which the browser refuses. The answer itself carries CORS headers only for the origins the request's own key lists (ADR 0076).
         */
        options: operations["optionsProducts"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/by-handle/{handle}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One live product of a store by its handle (the store front's product page)
         * @description The live product whose handle is `handle` in the store (`?tenantId`, else the Host domain, the signed-in member's store, else tenant 1), with its active variant rows. An old handle (before a rename) answers the product with `redirectTo`, its handle now; an unknown handle, a draft product or a closed store answers 404 (ADR 0037).
         */
        get: operations["getProductsByHandleByHandle"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * The CORS preflight of /api/products/by-handle/:handle for a headless store front with a publishable key
         * @description Allows the Origin (Access-Control-Allow-Origin, the methods, `X-Storefleet-Key` and `Content-Type`) when a live publishable key of some store lists it; otherwise 204 with no CORS headers, which the browser refuses. The answer itself carries CORS headers only for the origins the request's own key lists (ADR 0076).
         */
        options: operations["optionsProductsByHandleByHandle"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's site content as key/value pairs
         * @description Served from the per-store store-front cache (ADR 0013) until the store's data changes: the answer carries a strong `ETag`, `Vary: Accept-Encoding` and `Cache-Control: public, max-age=0, must-revalidate` (with `?tenantId`; `private, no-cache` and `Vary: Cookie` when the store comes from the Host or the session), is sent brotli- or gzip-encoded when accepted, and a matching `If-None-Match` gets `304 Not Modified`.
         */
        get: operations["getCmsContent"];
        put?: never;
        /**
         * Creates a content entry
         * @description Creates a content entry. Needs the store's owner or a member with the `content` permission, or a store API key with the scope `content:write`.
         */
        post: operations["postCmsContent"];
        delete?: never;
        /**
         * The CORS preflight of /api/cms/content for a headless store front with a publishable key
         * @description Allows the Origin (Access-Control-Allow-Origin, the methods, `X-Storefleet-Key` and `Content-Type`) when a live publishable key of some store lists it; otherwise 204 with no CORS headers, which the browser refuses. The answer itself carries CORS headers only for the origins the request's own key lists (ADR 0076).
         */
        options: operations["optionsCmsContent"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's shipping options to a destination, in the owner's order
         * @description The active options of the zone that covers `country` (ISO 3166-1 alpha-2; absent: GB), each with its `currency`. With `items` (product id and quantity, `12:1,13:2`) each option is priced for that cart (`priced: true`) and one that takes no such cart is left out; without, `cost` is the flat cost or the lowest band. A country no zone covers: 404 "We don't ship to Germany yet" (docs/decisions/0100). Served from the per-store store-front cache (ADR 0013) until the store's data changes: the answer carries a strong `ETag`, `Vary: Accept-Encoding` and `Cache-Control: public, max-age=0, must-revalidate` (with `?tenantId`; `private, no-cache` and `Vary: Cookie` when the store comes from the Host or the session), is sent brotli- or gzip-encoded when accepted, and a matching `If-None-Match` gets `304 Not Modified`.
         */
        get: operations["getShippingOptions"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * The CORS preflight of /api/shipping-options for a headless store front with a publishable key
         * @description Allows the Origin (Access-Control-Allow-Origin, the methods, `X-Storefleet-Key` and `Content-Type`) when a live publishable key of some store lists it; otherwise 204 with no CORS headers, which the browser refuses. The answer itself carries CORS headers only for the origins the request's own key lists (ADR 0076).
         */
        options: operations["optionsShippingOptions"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts paying for a checkout with the store's payment provider
         * @description Starts paying for a checkout with the store's payment provider. Open to anyone: no sign-in.
         */
        post: operations["postCreatePaymentIntent"];
        delete?: never;
        /**
         * The CORS preflight of /api/create-payment-intent for a headless store front with a publishable key
         * @description Allows the Origin (Access-Control-Allow-Origin, the methods, `X-Storefleet-Key` and `Content-Type`) when a live publishable key of some store lists it; otherwise 204 with no CORS headers, which the browser refuses. The answer itself carries CORS headers only for the origins the request's own key lists (ADR 0076).
         */
        options: operations["optionsCreatePaymentIntent"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this instance is up and reaches its database
         * @description Whether this instance is up and reaches its database. Open to anyone: no sign-in.
         */
        get: operations["getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in with a username and password and sets the session cookie
         * @description Signs in with a username and password and sets the session cookie. Open to anyone: no sign-in.
         */
        post: operations["postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs out: ends this session and clears its cookie
         * @description Signs out: ends this session and clears its cookie. Open to anyone: no sign-in.
         */
        post: operations["postLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, with their stores and roles
         * @description The signed-in user, with their stores and roles. Needs a signed-in user.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a password with the token from an invitation or reset e-mail
         * @description Sets a password with the token from an invitation or reset e-mail. Open to anyone: no sign-in.
         */
        post: operations["postAccountSetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password: the current one is required (403 when wrong); every other session ends, this one stays
         * @description Change the signed-in user's password: the current one is required (403 when wrong); every other session ends, this one stays. Needs a signed-in user.
         */
        post: operations["postAccountChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere: ends every session of the signed-in user, this one included
         * @description Sign out everywhere: ends every session of the signed-in user, this one included. Needs a signed-in user.
         */
        post: operations["postAccountSignOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password-reset link: 202 with the same message whether or not an account matches; a matching account is e-mailed a single-use link valid for 1 hour
         * @description Ask for a password-reset link: 202 with the same message whether or not an account matches; a matching account is e-mailed a single-use link valid for 1 hour. Open to anyone: no sign-in.
         */
        post: operations["postPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the e-mailed token; the token is spent and every other session of the account ends (signs nobody in)
         * @description Set a new password with the e-mailed token; the token is spent and every other session of the account ends (signs nobody in). Open to anyone: no sign-in.
         */
        post: operations["postPasswordResetConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public details of the store this host or address serves
         * @description Served from the per-store store-front cache (ADR 0013) until the store's data changes: the answer carries a strong `ETag`, `Vary: Accept-Encoding` and `Cache-Control: public, max-age=0, must-revalidate` (with `?tenantId`; `private, no-cache` and `Vary: Cookie` when the store comes from the Host or the session), is sent brotli- or gzip-encoded when accepted, and a matching `If-None-Match` gets `304 Not Modified`.
         */
        get: operations["getTenantCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public details of the store with this slug
         * @description Served from the per-store store-front cache (ADR 0013) until the store's data changes: the answer carries a strong `ETag`, `Vary: Accept-Encoding` and `Cache-Control: public, max-age=0, must-revalidate` (with `?tenantId`; `private, no-cache` and `Vary: Cookie` when the store comes from the Host or the session), is sent brotli- or gzip-encoded when accepted, and a matching `If-None-Match` gets `304 Not Modified`.
         */
        get: operations["getTenantSlugBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/{id}/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public details of the store with this id
         * @description Served from the per-store store-front cache (ADR 0013) until the store's data changes: the answer carries a strong `ETag`, `Vary: Accept-Encoding` and `Cache-Control: public, max-age=0, must-revalidate` (with `?tenantId`; `private, no-cache` and `Vary: Cookie` when the store comes from the Host or the session), is sent brotli- or gzip-encoded when accepted, and a matching `If-None-Match` gets `304 Not Modified`.
         */
        get: operations["getTenantByIdPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storefront-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a store that is not launched yet with its store-front password
         * @description While a store is not launched its store front shows a password page (ADR 0081). The right password answers 204 with a cookie for that store at this address (host-only, HttpOnly, 30 days) that lets the browser see the store; a wrong one is a 403. A launched store needs none: 204.
         */
        post: operations["postStorefrontPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every store on the platform
         * @description Every store on the platform. Platform operators (super admins) only.
         */
        get: operations["getTenants"];
        put?: never;
        /**
         * Creates a store and invites its owner by e-mail
         * @description Creates a store and invites its owner by e-mail. Platform operators (super admins) only.
         */
        post: operations["postTenants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every store with its plan, owner and counts, for the platform operator
         * @description Every store with its plan, owner and counts, for the platform operator. Platform operators (super admins) only.
         */
        get: operations["getSuperAdminTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/tenants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One store in full, for the platform operator
         * @description One store in full, for the platform operator. Platform operators (super admins) only.
         */
        get: operations["getSuperAdminTenantsById"];
        /**
         * Edit a store's record, or end or extend its trial
         * @description Name, slug, domain, status and plan, as the edit dialog sends them. `trialEndsAt` (optional, ISO 8601 date-time) moves the end of a store on its trial (ADR 0049): a time not after now ends the trial now, so Generate Monthly Billing bills the store from then on; a later one, at most 365 days ahead, extends it. A store on a paid or cancelled plan has no trial: 409.
         */
        put: operations["putSuperAdminTenantsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The acting store's own settings
         * @description The acting store's own settings. Needs a member of the store, or a store API key with the scope `any`.
         */
        get: operations["getTenantById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plans a store can be on
         * @description The plans a store can be on. Needs a signed-in user.
         */
        get: operations["getSubscriptionPlans"];
        put?: never;
        /**
         * Creates a plan
         * @description Creates a plan. Platform operators (super admins) only.
         */
        post: operations["postSubscriptionPlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a plan's name, price or limits
         * @description Changes a plan's name, price or limits. Platform operators (super admins) only.
         */
        put: operations["putSubscriptionPlansById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's current plan and its next bill
         * @description The store's current plan and its next bill. Needs the store's owner or a member with the `billing` permission.
         */
        get: operations["getBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's usage against its plan's limits
         * @description The store's usage against its plan's limits. Needs the store's owner or a member with the `billing` permission.
         */
        get: operations["getBillingStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/overdue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bills of every store that are past due
         * @description The bills of every store that are past due. Platform operators (super admins) only.
         */
        get: operations["getBillingOverdue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's past bills
         * @description The store's past bills. Needs the store's owner or a member with the `billing` permission.
         */
        get: operations["getBillingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/generate-monthly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes this month's bills for every store
         * @description Makes this month's bills for every store. Platform operators (super admins) only.
         */
        post: operations["postBillingGenerateMonthly"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/{id}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Marks a bill as paid
         * @description Marks a bill as paid. Platform operators (super admins) only.
         */
        put: operations["putBillingByIdMarkPaid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A paid bill's invoice from the platform, as a PDF
         * @description A paid bill's invoice from the platform, as a PDF. Needs the store's owner or a member with the `billing` permission.
         */
        get: operations["getBillingByIdInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/{id}/credit-notes/{creditNoteId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A credit note of a refunded bill, as a PDF
         * @description A credit note of a refunded bill, as a PDF. Needs the store's owner or a member with the `billing` permission.
         */
        get: operations["getBillingByIdCreditNotesByCreditNoteIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/billing/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The revenue view: MRR, stores by billing state, revenue and churn by month, failed payments
         * @description Across every store (ADR 0085). Money is decimal strings, one amount per currency. months: how many calendar months (UTC) the monthly lists cover, 1 to 24, default 12.
         */
        get: operations["getSuperAdminBillingOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/tenants/{id}/billing-timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's billing timeline: bills raised, charges, failures, holds, refunds and waivers
         * @description A store's billing timeline: bills raised, charges, failures, holds, refunds and waivers. Platform operators (super admins) only.
         */
        get: operations["getSuperAdminTenantsByIdBillingTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refunds a bill paid by card, in full, through the platform’s payment provider
         * @description Refunds a bill paid by card, in full, through the platform’s payment provider. Platform operators (super admins) only.
         */
        post: operations["postBillingByIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/{id}/waive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Waives an unpaid or past-due bill: never charged, dunning stops, a held store is restored
         * @description Waives an unpaid or past-due bill: never charged, dunning stops, a held store is restored. Platform operators (super admins) only.
         */
        post: operations["postBillingByIdWaive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the store pays the platform: the card on file (masked), what is owed, the next charge, a charge past due and the billing timeline
         * @description How the store pays the platform: the card on file (masked), what is owed, the next charge, a charge past due and the billing timeline. Needs the store's owner or a member with the `billing` permission.
         */
        get: operations["getBillingPaymentMethod"];
        /**
         * Saves or replaces the card bills are charged to (a confirmed SetupIntent, or a sandbox test card); unpaid bills are retried at once
         * @description Saves or replaces the card bills are charged to (a confirmed SetupIntent, or a sandbox test card); unpaid bills are retried at once. Needs the store's owner or a member with the `billing` permission.
         */
        put: operations["putBillingPaymentMethod"];
        post?: never;
        /**
         * Removes the card on file: bills are e-mailed until a card is added
         * @description Removes the card on file: bills are e-mailed until a card is added. Needs the store's owner or a member with the `billing` permission.
         */
        delete: operations["deleteBillingPaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/payment-method/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts saving a card on the platform's Stripe account: the SetupIntent for Stripe Elements
         * @description Starts saving a card on the platform's Stripe account: the SetupIntent for Stripe Elements. Needs the store's owner or a member with the `billing` permission.
         */
        post: operations["postBillingPaymentMethodSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/platform-stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's events for the platform's own account: a paid bill is settled (signature verified)
         * @description Stripe's events for the platform's own account: a paid bill is settled (signature verified). Open to anyone: no sign-in.
         */
        post: operations["postWebhooksPlatformStripe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/change-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What moving to another plan would cost now (the proration)
         * @description What moving to another plan would cost now (the proration). Needs the store's owner or a member with the `billing` permission.
         */
        get: operations["getSubscriptionChangeQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves the store to another plan
         * @description Moves the store to another plan. Needs the store's owner or a member with the `billing` permission.
         */
        post: operations["postSubscriptionUpgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels the store's paid plan at the end of its period
         * @description Cancels the store's paid plan at the end of its period. Needs the store's owner or a member with the `billing` permission.
         */
        post: operations["postSubscriptionCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Platform figures: stores, orders and revenue
         * @description Platform figures: stores, orders and revenue. Platform operators (super admins) only.
         */
        get: operations["getSuperAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/stats/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales across stores: GMV per currency, orders, active and top stores, new stores per month
         * @description From the stores’ daily rollups (ADR 0082). from and to are days (YYYY-MM-DD), both counted, at most 732 days apart; without them, the last 30 days. GMV is net sales, one amount per currency.
         */
        get: operations["getSuperAdminStatsSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's own domains, each with its state and the DNS records to create
         * @description The store's own domains, each with its state and the DNS records to create. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:read`.
         */
        get: operations["getAdminDomains"];
        put?: never;
        /**
         * Add a domain (pending until its TXT record is seen); 409 when it is taken or already added
         * @description Add a domain (pending until its TXT record is seen); 409 when it is taken or already added. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        post: operations["postAdminDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/domains/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the domain's DNS records now: verified, or failed with the reason
         * @description Check the domain's DNS records now: verified, or failed with the reason. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        post: operations["postAdminDomainsByIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make a verified domain the primary one: the store front moves there (301)
         * @description Make a verified domain the primary one: the store front moves there (301). Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        put: operations["putAdminDomainsById"];
        post?: never;
        /**
         * Remove a domain
         * @description Remove a domain. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        delete: operations["deleteAdminDomainsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/super-admin/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every store's own domains and their states
         * @description Every store's own domains and their states. Platform operators (super admins) only.
         */
        get: operations["getSuperAdminDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tls/allowed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The TLS proxy's on-demand certificate check: 200 for a verified domain or a store subdomain of an open store, else 404
         * @description The TLS proxy's on-demand certificate check: 200 for a verified domain or a store subdomain of an open store, else 404. Open to anyone: no sign-in.
         */
        get: operations["getTlsAllowed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/store-launch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's launch checklist, whether it is launched, and its store-front password
         * @description The store's launch checklist, whether it is launched, and its store-front password. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:read`.
         */
        get: operations["getAdminStoreLaunch"];
        put?: never;
        /**
         * Launch the store: its store front opens to every shopper and search engines
         * @description Launch the store: its store front opens to every shopper and search engines. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        post: operations["postAdminStoreLaunch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/store-launch/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the password shoppers enter while the store is not launched
         * @description Set the password shoppers enter while the store is not launched. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        put: operations["putAdminStoreLaunchPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's categories for the store front, in the language asked for
         * @description Served from the per-store store-front cache (ADR 0013) until the store's data changes: the answer carries a strong `ETag`, `Vary: Accept-Encoding` and `Cache-Control: public, max-age=0, must-revalidate` (with `?tenantId`; `private, no-cache` and `Vary: Cookie` when the store comes from the Host or the session), is sent brotli- or gzip-encoded when accepted, and a matching `If-None-Match` gets `304 Not Modified`.
         */
        get: operations["getCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered products as CSV, one row per variant price row
         * @description The filtered products as CSV, one row per variant price row. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:read`.
         */
        get: operations["getAdminProductsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports products from CSV (the store's own or Shopify's); ?dryRun=true previews each row
         * @description Imports products from CSV (the store's own or Shopify's); ?dryRun=true previews each row. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        post: operations["postAdminProductsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the store's products, drafts included
         * @description A page of the store's products, drafts included. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:read`.
         */
        get: operations["getAdminProducts"];
        put?: never;
        /**
         * Creates a product (multipart form, with its images)
         * @description Multipart fields as the spec lists them (name, description, price, category, inStock, sizes as JSON text, …) and the image: `image` as a file or the URL of one of the store’s images, or `images`, the gallery as JSON text `[{"url", "alt"}]` in order (at most 12, alt text up to 250 characters, each URL one of the store’s uploads; the first becomes `image`). Images a save drops are deleted when no other product of the store shows them.
         */
        post: operations["postAdminProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's products, as the admin sees them
         * @description A store's products, as the admin sees them. Needs the store's owner or a member with the `products` permission.
         */
        get: operations["getProductsByTenantId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the order in which products are shown
         * @description Saves the order in which products are shown. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        put: operations["putAdminProductsReorder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a product (multipart form, with its images)
         * @description Multipart fields as the spec lists them (name, description, price, category, inStock, sizes as JSON text, …) and the image: `image` as a file or the URL of one of the store’s images, or `images`, the gallery as JSON text `[{"url", "alt"}]` in order (at most 12, alt text up to 250 characters, each URL one of the store’s uploads; the first becomes `image`). Images a save drops are deleted when no other product of the store shows them.
         */
        put: operations["putAdminProductsById"];
        post?: never;
        /**
         * Deletes a product
         * @description Deletes a product. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        delete: operations["deleteAdminProductsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/draft": {
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
         * Hides a product from the store front as a draft, or publishes it
         * @description Hides a product from the store front as a draft, or publishes it. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        patch: operations["patchAdminProductsByIdDraft"];
        trace?: never;
    };
    "/api/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's categories
         * @description The store's categories. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:read`.
         */
        get: operations["getAdminCategories"];
        put?: never;
        /**
         * Creates a category
         * @description Creates a category. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        post: operations["postAdminCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Renames or moves a category
         * @description Renames or moves a category. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        put: operations["putAdminCategoriesById"];
        post?: never;
        /**
         * Deletes a category
         * @description Deletes a category. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        delete: operations["deleteAdminCategoriesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The variants of the store's products
         * @description The variants of the store's products. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:read`.
         */
        get: operations["getAdminVariants"];
        put?: never;
        /**
         * Creates a variant of a product
         * @description Creates a variant of a product. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        post: operations["postAdminVariants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/variants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a variant
         * @description Changes a variant. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        put: operations["putAdminVariantsById"];
        post?: never;
        /**
         * Deletes a variant
         * @description Deletes a variant. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        delete: operations["deleteAdminVariantsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{productId}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product's variants
         * @description A product's variants. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:read`.
         */
        get: operations["getProductsByProductIdVariants"];
        put?: never;
        /**
         * Adds a variant to a product
         * @description Adds a variant to a product. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        post: operations["postProductsByProductIdVariants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{productId}/variants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes one of a product's variants
         * @description Changes one of a product's variants. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        put: operations["putProductsByProductIdVariantsById"];
        post?: never;
        /**
         * Deletes one of a product's variants
         * @description Deletes one of a product's variants. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        delete: operations["deleteProductsByProductIdVariantsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads an image for a product (multipart form)
         * @description Uploads an image for a product (multipart form). Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        post: operations["postUploadImageHyphenated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads an image for a product (multipart form)
         * @description Uploads an image for a product (multipart form). Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        post: operations["postUploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/content/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's content entries with id, type and description (members and super admins)
         * @description A store's content entries with id, type and description (members and super admins). Needs the store's owner or a member with the `content` permission, or a store API key with the scope `content:read`.
         */
        get: operations["getCmsContentByTenantId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/content/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the content entry with this key
         * @description Changes the content entry with this key. Needs the store's owner or a member with the `content` permission, or a store API key with the scope `content:write`.
         */
        put: operations["putCmsContentByKey"];
        post?: never;
        /**
         * Deletes the content entry with this key
         * @description Deletes the content entry with this key. Needs the store's owner or a member with the `content` permission, or a store API key with the scope `content:write`.
         */
        delete: operations["deleteCmsContentByKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shipping-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's shipping options
         * @description The store's shipping options. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:read`.
         */
        get: operations["getAdminShippingOptions"];
        put?: never;
        /**
         * Creates a shipping option
         * @description Creates a shipping option. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        post: operations["postAdminShippingOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shipping-options/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a shipping option
         * @description Changes a shipping option. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        put: operations["putAdminShippingOptionsById"];
        post?: never;
        /**
         * Deletes a shipping option
         * @description Deletes a shipping option. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        delete: operations["deleteAdminShippingOptionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shipping-zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's shipping zones, the default one first
         * @description The store's shipping zones, the default one first. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:read`.
         */
        get: operations["getAdminShippingZones"];
        put?: never;
        /**
         * Creates a shipping zone
         * @description Creates a shipping zone. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        post: operations["postAdminShippingZones"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shipping-zones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a shipping zone's name and countries
         * @description Changes a shipping zone's name and countries. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        put: operations["putAdminShippingZonesById"];
        post?: never;
        /**
         * Deletes a shipping zone and its options
         * @description Deletes a shipping zone and its options. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        delete: operations["deleteAdminShippingZonesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's discount codes
         * @description The store's discount codes (at most 1000), `search` matching the code in any case, `status` one of active, scheduled, expired, disabled, used_up (computed with the server clock). Staff need `products`.
         */
        get: operations["getAdminDiscounts"];
        put?: never;
        /**
         * Creates a discount code
         * @description Creates a code: unique per store ignoring case (409 "A discount with this code already exists"). `value`: a whole per cent 1–100 (percentage), money (fixed_amount), ignored (free_shipping).
         */
        post: operations["postAdminDiscounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a discount code
         * @description Replaces a code's fields (the same body as POST); another store's id is 404.
         */
        put: operations["putAdminDiscountsById"];
        post?: never;
        /**
         * Deletes a discount code
         * @description Deletes a code; orders keep the code and amount they recorded. Another store's id is 404.
         */
        delete: operations["deleteAdminDiscountsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/{id}/color-template": {
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
         * Chooses the store front's colour template
         * @description Chooses the store front's colour template. Needs the store's owner or a member with the `content` permission, or a store API key with the scope `content:write`.
         */
        patch: operations["patchTenantByIdColorTemplate"];
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The robots.txt of this host
         * @description robots.txt (`text/plain`): store pages allowed; the API, admin, sign-in, account and checkout paths disallowed; a `Sitemap:` line for each open store at its own address (on a store's own host, that store's only).
         */
        get: operations["getRobotsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sitemap of the store whose own address (domain or subdomain) this host is
         * @description On a store's own address (its domain or subdomain): that store's sitemap, as at /s/{slug}/sitemap.xml. 404 on the platform host or for a store that is not open.
         */
        get: operations["getSitemapXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s/{slug}/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sitemap of the store with this slug
         * @description The store's sitemap (sitemaps.org XML, `application/xml`): its home page and its terms and returns pages, each with `<lastmod>` (the home page counts its live products and content). 404 when the store does not exist or is not open.
         */
        get: operations["getSBySlugSitemapXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/{tenantId}/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sitemap of the store with this id
         * @description The store's sitemap (sitemaps.org XML, `application/xml`): its home page and its terms and returns pages, each with `<lastmod>` (the home page counts its live products and content). 404 when the store does not exist or is not open.
         */
        get: operations["getStoreByTenantIdSitemapXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/{paymentIntentId}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep the shopper's details with the checkout
         * @description Accepted only from the browser that started the checkout: it sends the HttpOnly checkout cookie create-payment-intent set. The client secret is no proof (ADR 0048). Without the right cookie: 403, and nothing is changed.
         */
        post: operations["postCheckoutByPaymentIntentIdDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the paid checkout into its order
         * @description Accepted only from the browser that started the checkout (its checkout cookie; the client secret is no proof, ADR 0048), also when it comes back from a 3-D Secure or SumUp redirect. Without the right cookie: 403, no order. Answered only once the payment succeeded; `newCustomer` is true for every guest checkout, whether or not the e-mail already had an account, so the answer does not tell whether someone has one.
         */
        post: operations["postConfirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order-confirmation/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The buyer's order confirmation
         * @description The order as its buyer reads it on /order-confirmation: number, lines, delivery address and totals. `token` is the `confirmationToken` POST /api/confirm-payment answered for this order (signed for this store and order, ADR 0039). A wrong or missing token, or another store, is 404: an order number alone reads nothing.
         */
        get: operations["getOrderConfirmationByOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/payment-intents/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a payment of the built-in test provider
         * @description Confirms a payment of the built-in test provider. Open to anyone: no sign-in.
         */
        post: operations["postSandboxPaymentIntentsByIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/stripe/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receives a store's Stripe events (signed by Stripe)
         * @description Receives a store's Stripe events (signed by Stripe). Open to anyone: no sign-in.
         */
        post: operations["postWebhooksStripeByTenantId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/sumup/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receives a store's SumUp events
         * @description Receives a store's SumUp events. Open to anyone: no sign-in.
         */
        post: operations["postWebhooksSumupByTenantId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/payment-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's payment provider settings (secrets masked)
         * @description The store's payment provider settings (secrets masked). Needs the store's owner or a member with the `payments` permission.
         */
        get: operations["getTenantPaymentSettings"];
        /**
         * Changes the store's payment provider settings
         * @description Changes the store's payment provider settings. Needs the store's owner or a member with the `payments` permission.
         */
        put: operations["putTenantPaymentSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{id}/payment-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a store's payment provider settings as the platform operator
         * @description Changes a store's payment provider settings as the platform operator. Platform operators (super admins) only.
         */
        put: operations["putAdminTenantsByIdPaymentSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a store's orders, or every shop's for a super admin naming no store
         * @description Newest first. X-Total-Count is how many orders match, counted up to 1,000; past that it is 1000 and X-Total-Count-Capped: true says "at least" (the pages go on: a short page is the last).
         */
        get: operations["getAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered orders as CSV
         * @description The filtered orders as CSV. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:read`.
         */
        get: operations["getAdminOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes an order's status
         * @description Changes an order's status. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:write`.
         */
        put: operations["putAdminOrdersByIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes an order's status
         * @description Changes an order's status. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:write`.
         */
        put: operations["putOrdersByIdStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's order counts and revenue
         * @description The store's order counts and revenue. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:read`.
         */
        get: operations["getOrdersStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/fulfilments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ship an order, or chosen lines of it, with carrier and tracking
         * @description Only a paid, confirmed or processing order can be shipped (409 otherwise). Without `lines` everything not yet shipped goes and the status becomes `shipped` (fulfillmentStatus `fulfilled`); with `lines` ([{orderItemId, quantity}]) only those go, and while anything remains the status is `processing` (fulfillmentStatus `partially_fulfilled`). A line of another order is refused (400), more than remains of a line is refused (409). Stores the parcel and its lines, records a `fulfilled` timeline entry and, with notifyCustomer (the default), e-mails the customer the tracking link and what is in the parcel. An empty trackingUrl is built from the carrier's tracking page when it has one. Answers with the order's timeline.
         */
        post: operations["postAdminOrdersByIdFulfilments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a shipped order as delivered
         * @description Only a shipped order can be marked delivered (409 otherwise). Sets the status `delivered`, records a `delivered` timeline entry and, with notifyCustomer (the default), e-mails the customer. Answers with the order's timeline.
         */
        post: operations["postAdminOrdersByIdDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/fulfilments/{fulfilmentId}/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one shipment of an order as delivered
         * @description Sets the shipment delivered (409 when it already is, 404 when the order has no such shipment) and records a `delivered` timeline entry. When every shipment has arrived and nothing remains to ship, the order becomes `delivered` too and, with notifyCustomer (the default), the customer is e-mailed. Answers with the order's timeline.
         */
        post: operations["postAdminOrdersByIdFulfilmentsByFulfilmentIdDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's history, newest first, with its status and parcels
         * @description Placed, paid, every status change (who, from, to; by staff or by the provider), refunds, fulfilments, deliveries, e-mails sent or failed, and staff notes. Append-only.
         */
        get: operations["getAdminOrdersByIdTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a staff note to an order
         * @description 1–2000 characters, kept for good with the author's name. Answers with the timeline.
         */
        post: operations["postAdminOrdersByIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the store's customers: everyone who bought here, grouped by e-mail
         * @description Newest last order first; search matches a name or e-mail on any of their orders here (case-insensitive). X-Total-Count is how many customers match. Figures count this store's orders only; total spent is paid-for orders less refunds.
         */
        get: operations["getAdminCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The (searched) customers as CSV
         * @description UTF-8 with a header row; a cell a spreadsheet would run as a formula starts with an apostrophe.
         */
        get: operations["getAdminCustomersExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer: their orders in this store and the addresses they shipped to
         * @description The id is the lower-cased e-mail address in base64url (as the list gives it). A customer who never bought from this store is 404, whatever they bought elsewhere.
         */
        get: operations["getAdminCustomersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's members and its pending invitations (owners only)
         * @description The store's members and its pending invitations (owners only). Needs the store's owner or a member with the `team` permission.
         */
        get: operations["getAdminTeam"];
        put?: never;
        /**
         * Invite someone by e-mail with a role (and, for staff, permissions): a single-use link valid 7 days
         * @description Invite someone by e-mail with a role (and, for staff, permissions): a single-use link valid 7 days. Needs the store's owner or a member with the `team` permission.
         */
        post: operations["postAdminTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a member's role and permissions (409 when it would leave the store with no owner)
         * @description Change a member's role and permissions (409 when it would leave the store with no owner). Needs the store's owner or a member with the `team` permission.
         */
        put: operations["putAdminTeamByUserId"];
        post?: never;
        /**
         * Remove a member: their access ends at once (409 for the last owner)
         * @description Remove a member: their access ends at once (409 for the last owner). Needs the store's owner or a member with the `team` permission.
         */
        delete: operations["deleteAdminTeamByUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the invitation again with a new link (the old one stops working) valid 7 more days
         * @description Send the invitation again with a new link (the old one stops working) valid 7 more days. Needs the store's owner or a member with the `team` permission.
         */
        post: operations["postAdminTeamInvitationsByIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/invitations/{id}": {
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
         * Revoke a pending invitation: its link stops working
         * @description Revoke a pending invitation: its link stops working. Needs the store's owner or a member with the `team` permission.
         */
        delete: operations["deleteAdminTeamInvitationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team-invitations/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What an invitation link offers: the store, the address and the role (400 when unusable)
         * @description What an invitation link offers: the store, the address and the role (400 when unusable). Open to anyone: no sign-in.
         */
        post: operations["postTeamInvitationsLookup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team-invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: signed in, as that account; otherwise with a password for the invited address (409 when that address already has an account with a password: sign in first)
         * @description Accept an invitation: signed in, as that account; otherwise with a password for the invited address (409 when that address already has an account with a password: sign in first). Open to anyone: no sign-in.
         */
        post: operations["postTeamInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's API keys, newest first (owners only); never a key's secret
         * @description The store's API keys, newest first (owners only); never a key's secret. Needs the store's owner or a member with the `api-keys` permission.
         */
        get: operations["getAdminApiKeys"];
        put?: never;
        /**
         * Creates an API key with a name, scopes (such as orders:read) and an optional expiry; the answer holds the whole key as `key`, this once (owners only)
         * @description Creates an API key with a name, scopes (such as orders:read) and an optional expiry; the answer holds the whole key as `key`, this once (owners only). Needs the store's owner or a member with the `api-keys` permission.
         */
        post: operations["postAdminApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/{id}": {
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
         * Revokes the key: it stops working at once (owners only)
         * @description Revokes the key: it stops working at once (owners only). Needs the store's owner or a member with the `api-keys` permission.
         */
        delete: operations["deleteAdminApiKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storefront-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's publishable store-front keys (sf_pub_…), newest first (owners only)
         * @description The store's publishable store-front keys (sf_pub_…), newest first (owners only). Needs the store's owner or a member with the `api-keys` permission.
         */
        get: operations["getAdminStorefrontKeys"];
        put?: never;
        /**
         * Creates a publishable store-front key with a name and the browser origins allowed to use it (owners only)
         * @description Creates a publishable store-front key with a name and the browser origins allowed to use it (owners only). Needs the store's owner or a member with the `api-keys` permission.
         */
        post: operations["postAdminStorefrontKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storefront-keys/{id}": {
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
         * Revokes the publishable key: the store-front API refuses it at once (owners only)
         * @description Revokes the publishable key: the store-front API refuses it at once (owners only). Needs the store's owner or a member with the `api-keys` permission.
         */
        delete: operations["deleteAdminStorefrontKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice of one of the signed-in customer's own orders, as a PDF
         * @description The invoice of one of the signed-in customer's own orders, as a PDF. Needs a signed-in user.
         */
        get: operations["getOrdersByIdInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice of one of the store's orders, as a PDF
         * @description The invoice of one of the store's orders, as a PDF. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:read`.
         */
        get: operations["getAdminOrdersByIdInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/credit-notes/{creditNoteId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A credit note of one of the signed-in customer's own orders, as a PDF
         * @description A credit note of one of the signed-in customer's own orders, as a PDF. Needs a signed-in user.
         */
        get: operations["getOrdersByIdCreditNotesByCreditNoteIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/credit-notes/{creditNoteId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A credit note of one of the store's orders (a refund's), as a PDF
         * @description A credit note of one of the store's orders (a refund's), as a PDF. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:read`.
         */
        get: operations["getAdminOrdersByIdCreditNotesByCreditNoteIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vat-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's VAT settings
         * @description The store's VAT settings. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:read`.
         */
        get: operations["getAdminVatSettings"];
        /**
         * Changes the store's VAT settings
         * @description Changes the store's VAT settings. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        put: operations["putAdminVatSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/store-languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's default and enabled languages
         * @description The store's default and enabled languages. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:read`.
         */
        get: operations["getAdminStoreLanguages"];
        /**
         * Changes the store's default and enabled languages
         * @description Changes the store's default and enabled languages. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        put: operations["putAdminStoreLanguages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's refunds and what can still be refunded
         * @description An order's refunds and what can still be refunded. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:read`.
         */
        get: operations["getAdminOrdersByIdRefunds"];
        put?: never;
        /**
         * Refund lines and/or an amount through the provider that took the payment
         * @description Send a fresh Idempotency-Key per refund: a request repeated with the same key (a double click, a retry) answers with the first refund (200) instead of making another (201). Never more than is left: 409 with a readable message. A provider that refuses answers 502 with its reason, and the order is left as it was. ADR 0024.
         */
        post: operations["postAdminOrdersByIdRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/refunds/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How a refund would be made up and exactly what it would give back, without making it
         * @description The refund's body; the answer shares the order's discount over the chosen lines and adds the shipping if chosen, planned by the same code as the refund, so the amount it answers is the amount a refund with the same body makes (ADR 0068). Nothing is written.
         */
        post: operations["postAdminOrdersByIdRefundsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels an order: refunds what was paid, restocks, e-mails the customer
         * @description Refused with 409 once the order is fulfilled or already cancelled. The refunds go through the exactly-once refund path under keys fixed for the order, so a repeated call refunds nothing twice.
         */
        post: operations["postAdminOrdersByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/edits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edits a paid order before it is sent: add lines, change quantities, remove lines
         * @description Quantity 0 removes a line; at least one line must remain. Stock is taken for what is added and given back for what is taken off (409 naming the product when there is not enough, and nothing written). A lower total is refunded through the refund path, once per Idempotency-Key (a repeated request answers with the first edit, applied: false); a higher one becomes the order’s amount due. `preview: true` writes nothing. Refused with 409 once the order is sent, cancelled, refunded or returned.
         */
        post: operations["postAdminOrdersByIdEdits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/payment-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mails the customer a link to pay what the order still owes
         * @description For an order a dearer edit or exchange left owing (its amount due): a link for exactly that amount, valid 14 days, e-mailed to the customer; an earlier unpaid link stops working. The link itself is only in the e-mail. 409 when nothing is due or the order was cancelled.
         */
        post: operations["postAdminOrdersByIdPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/pay/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's payment link
         * @description What the link asks the customer to pay: the order number, the amount and whether it is open, paid or expired. An unknown or replaced link is 404.
         */
        get: operations["getOrdersPayByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/pay/{token}/payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens the checkout's payment for the amount an order owes
         * @description The same answer as POST /api/create-payment-intent, for exactly the amount due; the browser then pays and calls POST /api/confirm-payment, which records the payment on the order once. A paid or expired link is 409.
         */
        post: operations["postOrdersPayByTokenPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's return form for their own order: what may go back, until when, and the returns so far
         * @description The customer's return form for their own order: what may go back, until when, and the returns so far. Needs a signed-in user.
         */
        get: operations["getOrdersByIdReturns"];
        put?: never;
        /**
         * The customer asks to return lines of their own order, optionally exchanging them for other variants
         * @description Only the signed-in customer's own order (else 404), only items that were sent, no more than were bought less those already being returned (400), within the store's return window (409).
         */
        post: operations["postOrdersByIdReturns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's returns, newest first (at most 200), optionally in one status or of one order
         * @description The store's returns, newest first (at most 200), optionally in one status or of one order. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:read`.
         */
        get: operations["getAdminReturns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/returns/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves a requested return; the customer is e-mailed how to send the items back
         * @description Approves a requested return; the customer is e-mailed how to send the items back. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:write`.
         */
        post: operations["postAdminReturnsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/returns/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declines a requested return with a reason the customer is e-mailed
         * @description Declines a requested return with a reason the customer is e-mailed. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:write`.
         */
        post: operations["postAdminReturnsByIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/returns/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks an approved return's items received, restocking the lines named
         * @description The order's goods move to partially_returned, or returned once every item bought is back. A second receive is refused (409).
         */
        post: operations["postAdminReturnsByIdReceive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/returns/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refunds a received return through the refund path, exactly once
         * @description The returned lines (their share of any discount as the refund plans it), plus a cheaper exchange's difference; a dearer exchange's difference is recorded as due from the customer, collected by the store. A second refund is refused (409); the refund runs under a key fixed for the return, so a repeat never pays twice (ADR 0024).
         */
        post: operations["postAdminReturnsByIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/draft-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's draft orders
         * @description The store's draft orders, newest first (at most 500), each with its status: open, invoiced, paid (with the order it became) or expired. Staff need `orders`.
         */
        get: operations["getAdminDraftOrders"];
        put?: never;
        /**
         * Creates a draft order
         * @description Creates a draft: lines of this store's products (at their price or `price`) or custom lines (`name`, `price`), a discount and shipping in money, `expiresAt` (default 30 days). Prices are frozen now; no stock is taken until the invoice is paid.
         */
        post: operations["postAdminDraftOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/draft-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replaces a draft order
         * @description Replaces the draft (the same body as POST); a paid draft is 409, another store's 404.
         */
        put: operations["putAdminDraftOrdersById"];
        post?: never;
        /**
         * Deletes a draft order that is not paid
         * @description Deletes a draft that is not paid (a paid one is 409).
         */
        delete: operations["deleteAdminDraftOrdersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/draft-orders/{id}/send-invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mails the customer the invoice of a draft order with a payment link
         * @description E-mails the customer the invoice with a new payment link (an earlier link stops working). A paid or expired draft is 409.
         */
        post: operations["postAdminDraftOrdersByIdSendInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/draft-orders/pay/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A draft order's payment page
         * @description What the payment link asks the customer to pay. An unknown or replaced link is 404.
         */
        get: operations["getDraftOrdersPayByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/draft-orders/pay/{token}/payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens the checkout's payment for a draft order
         * @description The same answer as POST /api/create-payment-intent, for the draft's frozen lines and totals; the browser then pays and calls POST /api/confirm-payment. A paid draft or an expired link is 409.
         */
        post: operations["postDraftOrdersPayByTokenPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's subscription products
         * @description The store's subscription products. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:read`.
         */
        get: operations["getProductsSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{productId}/convert-to-subscription": {
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
         * Turns a product into a subscription product
         * @description Turns a product into a subscription product. Needs the store's owner or a member with the `products` permission, or a store API key with the scope `products:write`.
         */
        patch: operations["patchProductsByProductIdConvertToSubscription"];
        trace?: never;
    };
    "/api/product-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's customers' subscriptions
         * @description The store's customers' subscriptions. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:read`.
         */
        get: operations["getProductSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-subscriptions/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's subscription counts and recurring revenue
         * @description The store's subscription counts and recurring revenue. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:read`.
         */
        get: operations["getProductSubscriptionsStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-subscriptions/{id}/renew-now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renews a subscription now (a new order and payment)
         * @description Renews a subscription now (a new order and payment). Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:write`.
         */
        post: operations["postProductSubscriptionsByIdRenewNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-subscriptions/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pauses, resumes or cancels a subscription
         * @description Pauses, resumes or cancels a subscription. Needs the store's owner or a member with the `orders` permission, or a store API key with the scope `orders:write`.
         */
        post: operations["postProductSubscriptionsByIdByAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's subscriptions
         * @description The signed-in customer's subscriptions. Needs a signed-in user.
         */
        get: operations["getAccountSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/subscriptions/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pauses, resumes or cancels one of the signed-in customer's subscriptions
         * @description Pauses, resumes or cancels one of the signed-in customer's subscriptions. Needs a signed-in user.
         */
        post: operations["postAccountSubscriptionsByIdByAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's saved addresses in this store, the default first
         * @description The signed-in customer's saved addresses in this store, the default first. Needs a signed-in user.
         */
        get: operations["getAccountAddresses"];
        put?: never;
        /**
         * Save an address (the first becomes the default; at most 20 per store, else 409)
         * @description Save an address (the first becomes the default; at most 20 per store, else 409). Needs a signed-in user.
         */
        post: operations["postAccountAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a saved address; isDefault: true makes it the default
         * @description Edit a saved address; isDefault: true makes it the default. Needs a signed-in user.
         */
        put: operations["putAccountAddressesById"];
        post?: never;
        /**
         * Delete a saved address; when it was the default, the newest remaining one becomes it
         * @description Delete a saved address; when it was the default, the newest remaining one becomes it. Needs a signed-in user.
         */
        delete: operations["deleteAccountAddressesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's orders, or a store's for its admins
         * @description The signed-in customer's orders, or a store's for its admins. Needs a signed-in user.
         */
        get: operations["getOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/order-refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The refunds made on the signed-in customer's own orders among those named
         * @description The refunds made on the signed-in customer's own orders among those named. Needs a signed-in user.
         */
        get: operations["getAccountOrderRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/email-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the store's e-mail settings
         * @description Changes the store's e-mail settings. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        put: operations["putAdminEmailSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/test-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a test e-mail with the store's settings
         * @description Sends a test e-mail with the store's settings. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:write`.
         */
        post: operations["postAdminTestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The e-mails the store sent lately
         * @description The e-mails the store sent lately. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:read`.
         */
        get: operations["getAdminEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Development mailbox: every e-mail queued while SMTP_URL is unset, links in full (404 in production, and while SMTP_URL is set)
         * @description Development mailbox: every e-mail queued while SMTP_URL is unset, links in full (404 in production, and while SMTP_URL is set). Platform operators (super admins) only.
         */
        get: operations["getDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales over time: totals and a series by day, week or month, and the period before
         * @description from and to are days (YYYY-MM-DD) in the store’s time zone, both counted, at most 732 days apart; without them, the last 30 days to today. Money is a decimal string in `currency`. Net sales are gross sales less discounts and refunded goods; a refund counts on the day it was made. compare=previous adds the same length of time just before from.
         */
        get: operations["getAdminAnalyticsSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top products and categories by net sales (or units), and the discount codes used
         * @description from and to are days (YYYY-MM-DD) in the store’s time zone, both counted, at most 732 days apart; without them, the last 30 days to today. Money is a decimal string in `currency`.
         */
        get: operations["getAdminAnalyticsProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/sales.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales over time as CSV, one line per day, week or month
         * @description from and to are days (YYYY-MM-DD) in the store’s time zone, both counted, at most 732 days apart; without them, the last 30 days to today. Money is a decimal string in `currency`. UTF-8 with a header row; every line names the currency.
         */
        get: operations["getAdminAnalyticsSalesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/products.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The top 100 products by net sales as CSV
         * @description from and to are days (YYYY-MM-DD) in the store’s time zone, both counted, at most 732 days apart; without them, the last 30 days to today. Money is a decimal string in `currency`. UTF-8 with a header row; every line names the currency.
         */
        get: operations["getAdminAnalyticsProductsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/categories.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The top 100 categories by net sales as CSV
         * @description from and to are days (YYYY-MM-DD) in the store’s time zone, both counted, at most 732 days apart; without them, the last 30 days to today. Money is a decimal string in `currency`. UTF-8 with a header row; every line names the currency.
         */
        get: operations["getAdminAnalyticsCategoriesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/discounts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The discount codes used, most orders first, as CSV
         * @description from and to are days (YYYY-MM-DD) in the store’s time zone, both counted, at most 732 days apart; without them, the last 30 days to today. Money is a decimal string in `currency`. UTF-8 with a header row; every line names the currency.
         */
        get: operations["getAdminAnalyticsDiscountsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/store-time-zone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The time zone the store's days are counted in
         * @description The time zone the store's days are counted in. Needs the store's owner or a member with the `settings` permission, or a store API key with the scope `settings:read`.
         */
        get: operations["getAdminStoreTimeZone"];
        /**
         * Changes the time zone the store's days are counted in
         * @description An IANA name (Europe/London by default). The reports are then rebuilt for the new days by a background job, within about a minute.
         */
        put: operations["putAdminStoreTimeZone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's dashboard figures
         * @description The store's dashboard figures. Needs a member of the store, or a store API key with the scope `any`.
         */
        get: operations["getAdminDashboardStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count one step of the store front's funnel
         * @description The store front's first-party beacon: `{"type": "session" | "product_view" | "add_to_cart" | "checkout_started"}` as JSON (or text/plain holding JSON, as `navigator.sendBeacon` sends it). The store is the address's (`?tenantId`, else the Host), never the body's. Only the day's count for the store is kept: no address, browser or id. A request with `DNT: 1` or `Sec-GPC: 1`, or from a bot, is answered 204 and not counted.
         */
        post: operations["postEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store front's conversion funnel for a span of days
         * @description Sessions, product views, adds to cart and checkouts started as the store front reported them, and the orders placed, from `from` to `to` (YYYY-MM-DD, both included, the store’s days in its time zone; default the last 30 days). `conversionRate` is orders per session.
         */
        get: operations["getAdminAnalyticsFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/funnel.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store front's conversion funnel as CSV, a row a day
         * @description UTF-8 with a header row, one row per day from `from` to `to`, then the total.
         */
        get: operations["getAdminAnalyticsFunnelCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the store's audit log: every admin write, who made it and when
         * @description A store's owners read their store's entries; the super admin any store's (?tenantId) or, with ?platform=true, the platform-level ones (plans, billing, new stores, and `refused-access`: a user refused 5 times on one store within 10 minutes, ADR 0049). Filters: member (a user id from 1 to 2147483647, or part of a username), entity (a type such as product), from and to (dates, inclusive). Newest first; X-Total-Count is how many match. Summaries never hold a secret.
         */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's webhook endpoints, newest first (owners only); never a signing secret
         * @description The store's webhook endpoints, newest first (owners only); never a signing secret. Needs the store's owner or a member with the `webhooks` permission.
         */
        get: operations["getAdminWebhooks"];
        put?: never;
        /**
         * Registers a webhook endpoint: a URL and the events it wants; the answer holds its signing `secret`, this once (owners only)
         * @description Registers a webhook endpoint: a URL and the events it wants; the answer holds its signing `secret`, this once (owners only). Needs the store's owner or a member with the `webhooks` permission.
         */
        post: operations["postAdminWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes an endpoint's URL or events, or turns it off or on again (owners only)
         * @description Changes an endpoint's URL or events, or turns it off or on again (owners only). Needs the store's owner or a member with the `webhooks` permission.
         */
        put: operations["putAdminWebhooksById"];
        post?: never;
        /**
         * Deletes the endpoint and its delivery log (owners only)
         * @description Deletes the endpoint and its delivery log (owners only). Needs the store's owner or a member with the `webhooks` permission.
         */
        delete: operations["deleteAdminWebhooksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's delivery log, newest first: status, attempts, the last answer's code and first bytes, duration (owners only)
         * @description The endpoint's delivery log, newest first: status, attempts, the last answer's code and first bytes, duration (owners only). Needs the store's owner or a member with the `webhooks` permission.
         */
        get: operations["getAdminWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the delivery again now, with the same event id (owners only)
         * @description Sends the delivery again now, with the same event id (owners only). Needs the store's owner or a member with the `webhooks` permission.
         */
        post: operations["postAdminWebhooksDeliveriesByIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getProducts: {
        parameters: {
            query?: {
                tenantId?: number;
                lang?: string;
                search?: string;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        handle: string;
                        description: string | null;
                        price: string;
                        compareAtPrice: string | null;
                        image: string | null;
                        images: {
                            url: string;
                            alt: string;
                        }[];
                        category: string | null;
                        sizes: string[];
                        inStock: number;
                        sortOrder: number;
                        isSubscription: boolean;
                        hasSubscription: boolean;
                        subscriptionPrice: string | null;
                        /** @enum {string|null} */
                        subscriptionInterval: "weekly" | "monthly" | "quarterly" | "yearly" | null;
                        subscriptionTrialDays: number;
                        variants: {
                            id: number;
                            /** @enum {boolean} */
                            isActive: true;
                            variantCombination: {
                                [key: string]: string;
                            };
                            price: string;
                            compareAtPrice: string | null;
                            stock: number;
                        }[];
                        variantAttributeNames: {
                            [key: string]: string;
                        };
                        optionLabels?: {
                            [key: string]: string;
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postProducts: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        handle: string;
                        description: string | null;
                        price: string;
                        compareAtPrice: string | null;
                        image: string | null;
                        images: {
                            url: string;
                            alt: string;
                        }[];
                        category: string | null;
                        sizes: string[];
                        inStock: number;
                        sortOrder: number;
                        isSubscription: boolean;
                        hasSubscription: boolean;
                        subscriptionPrice: string | null;
                        /** @enum {string|null} */
                        subscriptionInterval: "weekly" | "monthly" | "quarterly" | "yearly" | null;
                        subscriptionTrialDays: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        isDraft: boolean;
                        vatRate: number;
                        lowStockThreshold: number;
                        /** @enum {string|null} */
                        stockAlert: "low" | "out" | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    optionsProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
        };
    };
    getProductsByHandleByHandle: {
        parameters: {
            query?: {
                tenantId?: number;
                lang?: string;
            };
            header?: never;
            path: {
                handle: string;
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
                        product: {
                            id: number;
                            tenantId: number;
                            name: string;
                            handle: string;
                            description: string | null;
                            price: string;
                            compareAtPrice: string | null;
                            image: string | null;
                            images: {
                                url: string;
                                alt: string;
                            }[];
                            category: string | null;
                            sizes: string[];
                            inStock: number;
                            sortOrder: number;
                            isSubscription: boolean;
                            hasSubscription: boolean;
                            subscriptionPrice: string | null;
                            /** @enum {string|null} */
                            subscriptionInterval: "weekly" | "monthly" | "quarterly" | "yearly" | null;
                            subscriptionTrialDays: number;
                            variants: {
                                id: number;
                                /** @enum {boolean} */
                                isActive: true;
                                variantCombination: {
                                    [key: string]: string;
                                };
                                price: string;
                                compareAtPrice: string | null;
                                stock: number;
                            }[];
                            variantAttributeNames: {
                                [key: string]: string;
                            };
                            optionLabels?: {
                                [key: string]: string;
                            };
                        };
                        redirectTo: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    optionsProductsByHandleByHandle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                handle: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
        };
    };
    getCmsContent: {
        parameters: {
            query?: {
                tenantId?: number;
                lang?: string;
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
                        key: string;
                        value: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postCmsContent: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    /** @enum {string} */
                    type: "text" | "html" | "url";
                    value: string;
                    description?: string | null;
                    translations?: {
                        [key: string]: {
                            value?: string | null;
                        };
                    };
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
                        id: number;
                        key: string;
                        type: string;
                        value: string;
                        description: string | null;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    optionsCmsContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
        };
    };
    getShippingOptions: {
        parameters: {
            query?: {
                tenantId?: number;
                lang?: string;
                country?: string;
                items?: string;
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
                        id: number;
                        name: string;
                        description: string | null;
                        cost: string;
                        estimatedDays: number | null;
                        estimatedDelivery: string | null;
                        currency: string;
                        /** @enum {string} */
                        rateKind: "flat" | "value" | "weight";
                        freeAbove: string | null;
                        priced: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    optionsShippingOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
        };
    };
    postCreatePaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: number | string;
                    items: {
                        id: number;
                        name?: string;
                        quantity: number;
                        price?: number | string;
                        selectedVariants?: {
                            [key: string]: string;
                        };
                        /** @enum {string} */
                        purchaseType?: "one-off" | "subscription";
                    }[];
                    customerInfo?: {
                        [key: string]: unknown;
                    };
                    tenantId: number;
                    shippingOptionId?: number | null;
                    country?: string;
                    /** @description A discount code of the store (any case). A refused code is a 400 with one of: 'This discount code is not valid', 'This discount code has expired', 'This discount code is not active yet', 'Spend £{min} or more to use this code', 'This discount code has been used up', 'You have already used this discount code'. */
                    discountCode?: string | null;
                    lang?: string;
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
                        clientSecret: string;
                        paymentIntentId: string;
                        amount: string;
                        currency: string;
                        /** @enum {string} */
                        provider: "sandbox" | "stripe" | "sumup";
                        subtotal: string;
                        shipping: string;
                        shippingMethod: string;
                        priceChanged: boolean;
                        vat: string;
                        pricesIncludeVat: boolean;
                        lines: {
                            productId: number;
                            name: string;
                            quantity: number;
                            unitPrice: string;
                            lineTotal: string;
                            variantString: string;
                            /** @enum {string} */
                            purchaseType: "one-off" | "subscription";
                            subscription?: {
                                /** @enum {string} */
                                interval: "weekly" | "monthly" | "quarterly" | "yearly";
                                trialDays: number;
                                price: string;
                            };
                        }[];
                        /** @description The code applied and what it took off. amount (the total charged) = subtotal + shipping − discount.amount (+ vat when prices exclude VAT); a free-shipping code takes off the shipping, others never touch it. */
                        discount: {
                            code: string;
                            amount: string;
                        } | null;
                        returnUrl: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                        productId?: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                        productId?: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    optionsCreatePaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
        };
    };
    getHealthz: {
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
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    postLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    tenantSlug?: string;
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
                        id: number;
                        username: string;
                        email: string | null;
                        /** @enum {string} */
                        isAdmin: "true" | "false";
                        memberships: {
                            tenantId: number;
                            tenantName: string;
                            tenantSlug: string;
                            role: string;
                            permissions: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
        };
    };
    getUser: {
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
                        id: number;
                        username: string;
                        email: string | null;
                        /** @enum {string} */
                        isAdmin: "true" | "false";
                        memberships: {
                            tenantId: number;
                            tenantName: string;
                            tenantSlug: string;
                            role: string;
                            permissions: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAccountSetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
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
                        username: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAccountChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAccountSignOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    usernameOrEmail: string;
                    tenantSlug?: string;
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
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postPasswordResetConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getTenantCurrent: {
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
                        id: number;
                        name: string;
                        slug: string;
                        colorTemplate: string;
                        primaryPaymentGateway: string;
                        stripePublicKey: string | null;
                        currency: string;
                        /** @enum {boolean} */
                        passwordRequired?: true;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getTenantSlugBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
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
                        id: number;
                        name: string;
                        slug: string;
                        colorTemplate: string;
                        primaryPaymentGateway: string;
                        stripePublicKey: string | null;
                        currency: string;
                        /** @enum {boolean} */
                        passwordRequired?: true;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getTenantByIdPublic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        name: string;
                        slug: string;
                        colorTemplate: string;
                        primaryPaymentGateway: string;
                        stripePublicKey: string | null;
                        currency: string;
                        /** @enum {boolean} */
                        passwordRequired?: true;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postStorefrontPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenantId: number;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getTenants: {
        parameters: {
            query?: {
                search?: string;
                status?: "active" | "inactive" | "suspended";
                limit?: number;
                offset?: number;
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
                        id: number;
                        name: string;
                        slug: string;
                        domain: string | null;
                        status: string;
                        subscriptionPlan: string;
                        planName: string | null;
                        subscriptionStatus: string;
                        /** @enum {string} */
                        subscriptionState: "trial" | "expired" | "active" | "ending" | "canceled";
                        trialEndsAt: string | null;
                        subscriptionEndsAt: string | null;
                        paysByTransfer: boolean;
                        createdAt: string;
                        updatedAt: string;
                        storeUrl?: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postTenants: {
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
                    slug?: string;
                    domain?: string | null;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive" | "suspended";
                    subscriptionPlan: string;
                    owner?: {
                        username: string;
                        /** Format: email */
                        email: string;
                        password?: string;
                    };
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
                        id: number;
                        name: string;
                        slug: string;
                        domain: string | null;
                        status: string;
                        subscriptionPlan: string;
                        planName: string | null;
                        subscriptionStatus: string;
                        /** @enum {string} */
                        subscriptionState: "trial" | "expired" | "active" | "ending" | "canceled";
                        trialEndsAt: string | null;
                        subscriptionEndsAt: string | null;
                        paysByTransfer: boolean;
                        createdAt: string;
                        updatedAt: string;
                        storeUrl?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSuperAdminTenants: {
        parameters: {
            query?: {
                search?: string;
                status?: "active" | "inactive" | "suspended";
                limit?: number;
                offset?: number;
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
                        id: number;
                        name: string;
                        slug: string;
                        domain: string | null;
                        status: string;
                        subscriptionPlan: string;
                        planName: string | null;
                        subscriptionStatus: string;
                        /** @enum {string} */
                        subscriptionState: "trial" | "expired" | "active" | "ending" | "canceled";
                        trialEndsAt: string | null;
                        subscriptionEndsAt: string | null;
                        paysByTransfer: boolean;
                        createdAt: string;
                        updatedAt: string;
                        storeUrl?: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSuperAdminTenantsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        name: string;
                        slug: string;
                        domain: string | null;
                        status: string;
                        subscriptionPlan: string;
                        planName: string | null;
                        subscriptionStatus: string;
                        /** @enum {string} */
                        subscriptionState: "trial" | "expired" | "active" | "ending" | "canceled";
                        trialEndsAt: string | null;
                        subscriptionEndsAt: string | null;
                        paysByTransfer: boolean;
                        createdAt: string;
                        updatedAt: string;
                        storeUrl?: string;
                        colorTemplate: string;
                        currency: string;
                        emailStoreName: string | null;
                        emailFromAddress: string | null;
                        emailSupportAddress: string | null;
                        emailProcessingTime: string;
                        emailCustomMessage: string | null;
                        emailBrandColor: string;
                        emailLogoUrl: string | null;
                        paymentMethodsEnabled: string[];
                        primaryPaymentGateway: string;
                        stripePublicKey: string | null;
                        stripeSecretKeyMasked: string | null;
                        stripeWebhookSecretMasked: string | null;
                        sumupApiKeyMasked: string | null;
                        sumupMerchantCode: string | null;
                        stats: {
                            products: number;
                            orders: number;
                            revenue: string;
                            users: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putSuperAdminTenantsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug: string;
                    domain?: string | null;
                    /** @enum {string} */
                    status: "active" | "inactive" | "suspended";
                    subscriptionPlan: string;
                    /** Format: date-time */
                    trialEndsAt?: string;
                    paysByTransfer?: boolean;
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
                        id: number;
                        name: string;
                        slug: string;
                        domain: string | null;
                        status: string;
                        subscriptionPlan: string;
                        planName: string | null;
                        subscriptionStatus: string;
                        /** @enum {string} */
                        subscriptionState: "trial" | "expired" | "active" | "ending" | "canceled";
                        trialEndsAt: string | null;
                        subscriptionEndsAt: string | null;
                        paysByTransfer: boolean;
                        createdAt: string;
                        updatedAt: string;
                        storeUrl?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getTenantById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        name: string;
                        slug: string;
                        domain: string | null;
                        status: string;
                        subscriptionPlan: string;
                        planName: string | null;
                        subscriptionStatus: string;
                        /** @enum {string} */
                        subscriptionState: "trial" | "expired" | "active" | "ending" | "canceled";
                        trialEndsAt: string | null;
                        subscriptionEndsAt: string | null;
                        paysByTransfer: boolean;
                        createdAt: string;
                        updatedAt: string;
                        storeUrl?: string;
                        colorTemplate: string;
                        currency: string;
                        emailStoreName: string | null;
                        emailFromAddress: string | null;
                        emailSupportAddress: string | null;
                        emailProcessingTime: string;
                        emailCustomMessage: string | null;
                        emailBrandColor: string;
                        emailLogoUrl: string | null;
                        paymentMethodsEnabled: string[];
                        primaryPaymentGateway: string;
                        stripePublicKey: string | null;
                        stripeSecretKeyMasked: string | null;
                        stripeWebhookSecretMasked: string | null;
                        sumupApiKeyMasked: string | null;
                        sumupMerchantCode: string | null;
                        plan: {
                            id: number;
                            name: string;
                            slug: string;
                            description: string | null;
                            price: string;
                            currency: string;
                            features: string[];
                            limits: {
                                maxProducts: number | null;
                                maxOrders: number | null;
                                maxStorage: number | null;
                                graceDays: number;
                            };
                            isActive: boolean;
                            createdAt: string;
                        } | null;
                        usage: {
                            products: number;
                            ordersThisMonth: number;
                            storageBytes: number;
                            storageMb: number;
                            limits: {
                                maxProducts: number | null;
                                maxOrders: number | null;
                                maxStorage: number | null;
                            };
                            orderWarning: string | null;
                        };
                        readOnlyReason: string | null;
                        scheduledChange: {
                            plan: string;
                            planName: string;
                            at: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSubscriptionPlans: {
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
                        id: number;
                        name: string;
                        slug: string;
                        description: string | null;
                        price: string;
                        currency: string;
                        features: string[];
                        limits: {
                            maxProducts: number | null;
                            maxOrders: number | null;
                            maxStorage: number | null;
                            graceDays: number;
                        };
                        isActive: boolean;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postSubscriptionPlans: {
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
                    description?: string | null;
                    price: number | string;
                    /** @default [] */
                    features?: string[];
                    /** @default {} */
                    limits?: {
                        maxProducts?: number | null;
                        maxOrders?: number | null;
                        maxStorage?: number | null;
                        graceDays?: number | null;
                    };
                    /** @default true */
                    isActive?: boolean;
                    slug?: string;
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
                        id: number;
                        name: string;
                        slug: string;
                        description: string | null;
                        price: string;
                        currency: string;
                        features: string[];
                        limits: {
                            maxProducts: number | null;
                            maxOrders: number | null;
                            maxStorage: number | null;
                            graceDays: number;
                        };
                        isActive: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putSubscriptionPlansById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    price: number | string;
                    /** @default [] */
                    features?: string[];
                    /** @default {} */
                    limits?: {
                        maxProducts?: number | null;
                        maxOrders?: number | null;
                        maxStorage?: number | null;
                        graceDays?: number | null;
                    };
                    /** @default true */
                    isActive?: boolean;
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
                        id: number;
                        name: string;
                        slug: string;
                        description: string | null;
                        price: string;
                        currency: string;
                        features: string[];
                        limits: {
                            maxProducts: number | null;
                            maxOrders: number | null;
                            maxStorage: number | null;
                            graceDays: number;
                        };
                        isActive: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getBilling: {
        parameters: {
            query?: {
                tenantId?: number;
                status?: "unpaid" | "paid" | "overdue" | "past_due" | "waived" | "refunded";
                search?: string;
                limit?: number;
                offset?: number;
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
                        id: number;
                        tenantId: number;
                        tenantName: string;
                        subscriptionPlanId: number | null;
                        planName: string | null;
                        status: string;
                        amount: string;
                        currency: string;
                        description: string | null;
                        billingPeriodStart: string | null;
                        billingPeriodEnd: string | null;
                        dueDate: string | null;
                        paidAt: string | null;
                        paymentMethod: string | null;
                        notes: string | null;
                        invoiceNumber: string | null;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getBillingStats: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        totalRevenue: string;
                        pendingRevenue: string;
                        activeStores: number;
                        overdueCount: number;
                        paidThisYear: string;
                        currency: string;
                        nextBill: {
                            date: string;
                            amount: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getBillingOverdue: {
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
                        id: number;
                        tenantId: number;
                        tenantName: string;
                        subscriptionPlanId: number | null;
                        planName: string | null;
                        status: string;
                        amount: string;
                        currency: string;
                        description: string | null;
                        billingPeriodStart: string | null;
                        billingPeriodEnd: string | null;
                        dueDate: string | null;
                        paidAt: string | null;
                        paymentMethod: string | null;
                        notes: string | null;
                        invoiceNumber: string | null;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getBillingHistory: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        id: number;
                        description: string;
                        billingDate: string;
                        createdAt: string;
                        amount: string;
                        currency: string;
                        status: string;
                        dueDate: string | null;
                        paidAt: string | null;
                        invoiceNumber: string | null;
                        creditNotes: {
                            id: number;
                            number: string;
                            amount: string;
                            currency: string;
                            reason: string;
                            createdAt: string;
                        }[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postBillingGenerateMonthly: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenantId: number;
                    subscriptionPlanId: number;
                    amount: number | string;
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
                        id: number;
                        tenantId: number;
                        tenantName: string;
                        subscriptionPlanId: number | null;
                        planName: string | null;
                        status: string;
                        amount: string;
                        currency: string;
                        description: string | null;
                        billingPeriodStart: string | null;
                        billingPeriodEnd: string | null;
                        dueDate: string | null;
                        paidAt: string | null;
                        paymentMethod: string | null;
                        notes: string | null;
                        invoiceNumber: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putBillingByIdMarkPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    paymentMethod: "stripe" | "bank_transfer" | "paypal" | "manual" | "other";
                    notes?: string | null;
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
                        id: number;
                        tenantId: number;
                        tenantName: string;
                        subscriptionPlanId: number | null;
                        planName: string | null;
                        status: string;
                        amount: string;
                        currency: string;
                        description: string | null;
                        billingPeriodStart: string | null;
                        billingPeriodEnd: string | null;
                        dueDate: string | null;
                        paidAt: string | null;
                        paymentMethod: string | null;
                        notes: string | null;
                        invoiceNumber: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getBillingByIdInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getBillingByIdCreditNotesByCreditNoteIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                creditNoteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSuperAdminBillingOverview: {
        parameters: {
            query?: {
                months?: number;
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
                        asOf: string;
                        mrr: {
                            amount: string;
                            currency: string;
                            stores: number;
                        }[];
                        stores: {
                            active: number;
                            trialing: number;
                            pastDue: number;
                            readOnly: number;
                            suspended: number;
                        };
                        revenueByMonth: {
                            month: string;
                            totals: {
                                amount: string;
                                currency: string;
                                bills: number;
                            }[];
                        }[];
                        failedPayments: {
                            billId: number;
                            tenantId: number;
                            tenantName: string;
                            description: string | null;
                            amount: string;
                            currency: string;
                            pastDueSince: string | null;
                            attempts: number;
                            lastError: string | null;
                            nextRetryAt: string | null;
                        }[];
                        churn: {
                            month: string;
                            cancelled: number;
                            suspended: number;
                        }[];
                        plans: {
                            planId: number;
                            name: string;
                            slug: string;
                            price: string;
                            currency: string;
                            isActive: boolean;
                            stores: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSuperAdminTenantsByIdBillingTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        tenantId: number;
                        tenantName: string;
                        billingHold: string | null;
                        events: {
                            id: number;
                            billId: number | null;
                            kind: string;
                            message: string;
                            amount: string | null;
                            currency: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postBillingByIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        tenantId: number;
                        tenantName: string;
                        subscriptionPlanId: number | null;
                        planName: string | null;
                        status: string;
                        amount: string;
                        currency: string;
                        description: string | null;
                        billingPeriodStart: string | null;
                        billingPeriodEnd: string | null;
                        dueDate: string | null;
                        paidAt: string | null;
                        paymentMethod: string | null;
                        notes: string | null;
                        invoiceNumber: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postBillingByIdWaive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        tenantId: number;
                        tenantName: string;
                        subscriptionPlanId: number | null;
                        planName: string | null;
                        status: string;
                        amount: string;
                        currency: string;
                        description: string | null;
                        billingPeriodStart: string | null;
                        billingPeriodEnd: string | null;
                        dueDate: string | null;
                        paidAt: string | null;
                        paymentMethod: string | null;
                        notes: string | null;
                        invoiceNumber: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getBillingPaymentMethod: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        /** @enum {string|null} */
                        provider: "stripe" | "sandbox" | null;
                        publishableKey: string | null;
                        card: {
                            brand: string;
                            last4: string;
                            expMonth: number;
                            expYear: number;
                            updatedAt: string;
                        } | null;
                        paysByTransfer: boolean;
                        amountDue: string;
                        currency: string;
                        nextChargeAt: string | null;
                        pastDue: {
                            amount: string;
                            currency: string;
                            since: string;
                            nextRetryAt: string | null;
                            lastError: string | null;
                        } | null;
                        timeline: {
                            kind: string;
                            message: string;
                            amount: string | null;
                            currency: string | null;
                            createdAt: string;
                        }[];
                        orderLimit: {
                            ordersThisMonth: number;
                            maxOrders: number;
                            planName: string | null;
                            nextPlan: {
                                id: number;
                                name: string;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putBillingPaymentMethod: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    setupIntentId?: string;
                    cardNumber?: string;
                    expMonth?: number;
                    expYear?: number;
                    cvc?: string;
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
                        /** @enum {string|null} */
                        provider: "stripe" | "sandbox" | null;
                        publishableKey: string | null;
                        card: {
                            brand: string;
                            last4: string;
                            expMonth: number;
                            expYear: number;
                            updatedAt: string;
                        } | null;
                        paysByTransfer: boolean;
                        amountDue: string;
                        currency: string;
                        nextChargeAt: string | null;
                        pastDue: {
                            amount: string;
                            currency: string;
                            since: string;
                            nextRetryAt: string | null;
                            lastError: string | null;
                        } | null;
                        timeline: {
                            kind: string;
                            message: string;
                            amount: string | null;
                            currency: string | null;
                            createdAt: string;
                        }[];
                        orderLimit: {
                            ordersThisMonth: number;
                            maxOrders: number;
                            planName: string | null;
                            nextPlan: {
                                id: number;
                                name: string;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteBillingPaymentMethod: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postBillingPaymentMethodSetup: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        setupIntentId: string;
                        clientSecret: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postWebhooksPlatformStripe: {
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
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSubscriptionChangeQuote: {
        parameters: {
            query: {
                planId: number;
                tenantId?: number;
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
                        planId: number;
                        planName: string;
                        newPrice: string;
                        currentPlanName: string | null;
                        currentPrice: string | null;
                        /** @enum {string} */
                        kind: "trial" | "upgrade" | "start" | "switch" | "downgrade" | "current";
                        dueNow: string;
                        credit: string;
                        charge: string;
                        periodStart: string;
                        periodEnd: string;
                        daysInPeriod: number;
                        daysRemaining: number;
                        /** @enum {string} */
                        appliesAt: "now" | "paid" | "periodEnd";
                        effectiveAt: string | null;
                        trialEndsAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postSubscriptionUpgrade: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planId: number;
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
                        tenantId: number;
                        subscriptionPlan: string;
                        subscriptionStatus: string;
                        trialEndsAt: string | null;
                        subscriptionEndsAt: string | null;
                        billingId: number | null;
                        pendingPlan: string | null;
                        scheduledPlan: string | null;
                        scheduledPlanAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postSubscriptionCancel: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        tenantId: number;
                        subscriptionPlan: string;
                        subscriptionStatus: string;
                        trialEndsAt: string | null;
                        subscriptionEndsAt: string | null;
                        billingId: number | null;
                        pendingPlan: string | null;
                        scheduledPlan: string | null;
                        scheduledPlanAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSuperAdminStats: {
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
                        totalStores: number;
                        monthlyRevenue: string;
                        totalUsers: number;
                        activePlans: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSuperAdminStatsSales: {
        parameters: {
            query?: {
                from?: string;
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
                        from: string;
                        to: string;
                        gmv: {
                            currency: string;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            amount: string;
                        }[];
                        orders: number;
                        activeStores: number;
                        topStores: {
                            tenantId: number;
                            name: string;
                            currency: string;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            netSales: string;
                            orders: number;
                        }[];
                        newStoresByMonth: {
                            month: string;
                            stores: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminDomains: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        id: number;
                        host: string;
                        /** @enum {string} */
                        state: "pending" | "verified" | "active" | "failed";
                        isPrimary: boolean;
                        failureReason: string | null;
                        routingProblem: string | null;
                        records: {
                            /** @enum {string} */
                            type: "CNAME" | "A" | "TXT";
                            name: string;
                            value: string;
                            purpose: string;
                        }[];
                        lastCheckedAt: string | null;
                        nextCheckAt: string | null;
                        verifiedAt: string | null;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminDomains: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    host: string;
                    tenantId?: number;
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
                        id: number;
                        host: string;
                        /** @enum {string} */
                        state: "pending" | "verified" | "active" | "failed";
                        isPrimary: boolean;
                        failureReason: string | null;
                        routingProblem: string | null;
                        records: {
                            /** @enum {string} */
                            type: "CNAME" | "A" | "TXT";
                            name: string;
                            value: string;
                            purpose: string;
                        }[];
                        lastCheckedAt: string | null;
                        nextCheckAt: string | null;
                        verifiedAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminDomainsByIdVerify: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        host: string;
                        /** @enum {string} */
                        state: "pending" | "verified" | "active" | "failed";
                        isPrimary: boolean;
                        failureReason: string | null;
                        routingProblem: string | null;
                        records: {
                            /** @enum {string} */
                            type: "CNAME" | "A" | "TXT";
                            name: string;
                            value: string;
                            purpose: string;
                        }[];
                        lastCheckedAt: string | null;
                        nextCheckAt: string | null;
                        verifiedAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminDomainsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    primary: true;
                    tenantId?: number;
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
                        id: number;
                        host: string;
                        /** @enum {string} */
                        state: "pending" | "verified" | "active" | "failed";
                        isPrimary: boolean;
                        failureReason: string | null;
                        routingProblem: string | null;
                        records: {
                            /** @enum {string} */
                            type: "CNAME" | "A" | "TXT";
                            name: string;
                            value: string;
                            purpose: string;
                        }[];
                        lastCheckedAt: string | null;
                        nextCheckAt: string | null;
                        verifiedAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminDomainsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSuperAdminDomains: {
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
                        id: number;
                        tenantId: number;
                        storeName: string;
                        storeSlug: string;
                        host: string;
                        /** @enum {string} */
                        state: "pending" | "verified" | "active" | "failed";
                        isPrimary: boolean;
                        failureReason: string | null;
                        lastCheckedAt: string | null;
                        verifiedAt: string | null;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getTlsAllowed: {
        parameters: {
            query: {
                domain: string;
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
                        /** @enum {boolean} */
                        allowed: true;
                        domain: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminStoreLaunch: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        launched: boolean;
                        launchedAt: string | null;
                        storefrontPassword: string | null;
                        steps: {
                            /** @enum {string} */
                            key: "product" | "payments" | "shipping" | "theme";
                            title: string;
                            done: boolean;
                            href: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminStoreLaunch: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        launched: boolean;
                        launchedAt: string | null;
                        storefrontPassword: string | null;
                        steps: {
                            /** @enum {string} */
                            key: "product" | "payments" | "shipping" | "theme";
                            title: string;
                            done: boolean;
                            href: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminStoreLaunchPassword: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
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
                        launched: boolean;
                        launchedAt: string | null;
                        storefrontPassword: string | null;
                        steps: {
                            /** @enum {string} */
                            key: "product" | "payments" | "shipping" | "theme";
                            title: string;
                            done: boolean;
                            href: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getCategories: {
        parameters: {
            query?: {
                tenantId?: number;
                lang?: string;
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
                        name: string;
                        label: string;
                        description: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminProductsExport: {
        parameters: {
            query?: {
                tenantId?: number;
                status?: "all" | "live" | "draft";
                category?: string;
                search?: string;
                stock?: "all" | "low" | "out";
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
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminProductsImport: {
        parameters: {
            query?: {
                tenantId?: number;
                dryRun?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
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
                        dryRun: boolean;
                        applied: boolean;
                        products: {
                            create: number;
                            update: number;
                            reject: number;
                        };
                        variants: {
                            create: number;
                            update: number;
                            reject: number;
                        };
                        images: {
                            create: number;
                            reject: number;
                        };
                        rows: {
                            row: number;
                            handle: string;
                            /** @enum {string} */
                            kind: "product" | "variant" | "image";
                            name: string;
                            /** @enum {string} */
                            action: "create" | "update" | "reject";
                            message: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminProducts: {
        parameters: {
            query?: {
                tenantId?: number;
                status?: "all" | "live" | "draft";
                category?: string;
                search?: string;
                stock?: "all" | "low" | "out";
                limit?: number;
                offset?: number;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        handle: string;
                        description: string | null;
                        price: string;
                        compareAtPrice: string | null;
                        image: string | null;
                        images: {
                            url: string;
                            alt: string;
                        }[];
                        category: string | null;
                        sizes: string[];
                        inStock: number;
                        sortOrder: number;
                        isSubscription: boolean;
                        hasSubscription: boolean;
                        subscriptionPrice: string | null;
                        /** @enum {string|null} */
                        subscriptionInterval: "weekly" | "monthly" | "quarterly" | "yearly" | null;
                        subscriptionTrialDays: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        isDraft: boolean;
                        vatRate: number;
                        lowStockThreshold: number;
                        /** @enum {string|null} */
                        stockAlert: "low" | "out" | null;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminProducts: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        tenantId: number;
                        name: string;
                        handle: string;
                        description: string | null;
                        price: string;
                        compareAtPrice: string | null;
                        image: string | null;
                        images: {
                            url: string;
                            alt: string;
                        }[];
                        category: string | null;
                        sizes: string[];
                        inStock: number;
                        sortOrder: number;
                        isSubscription: boolean;
                        hasSubscription: boolean;
                        subscriptionPrice: string | null;
                        /** @enum {string|null} */
                        subscriptionInterval: "weekly" | "monthly" | "quarterly" | "yearly" | null;
                        subscriptionTrialDays: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        isDraft: boolean;
                        vatRate: number;
                        lowStockThreshold: number;
                        /** @enum {string|null} */
                        stockAlert: "low" | "out" | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProductsByTenantId: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                tenantId: number;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        handle: string;
                        description: string | null;
                        price: string;
                        compareAtPrice: string | null;
                        image: string | null;
                        images: {
                            url: string;
                            alt: string;
                        }[];
                        category: string | null;
                        sizes: string[];
                        inStock: number;
                        sortOrder: number;
                        isSubscription: boolean;
                        hasSubscription: boolean;
                        subscriptionPrice: string | null;
                        /** @enum {string|null} */
                        subscriptionInterval: "weekly" | "monthly" | "quarterly" | "yearly" | null;
                        subscriptionTrialDays: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        isDraft: boolean;
                        vatRate: number;
                        lowStockThreshold: number;
                        /** @enum {string|null} */
                        stockAlert: "low" | "out" | null;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminProductsReorder: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productIds: number[];
                    tenantId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminProductsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        handle: string;
                        description: string | null;
                        price: string;
                        compareAtPrice: string | null;
                        image: string | null;
                        images: {
                            url: string;
                            alt: string;
                        }[];
                        category: string | null;
                        sizes: string[];
                        inStock: number;
                        sortOrder: number;
                        isSubscription: boolean;
                        hasSubscription: boolean;
                        subscriptionPrice: string | null;
                        /** @enum {string|null} */
                        subscriptionInterval: "weekly" | "monthly" | "quarterly" | "yearly" | null;
                        subscriptionTrialDays: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        isDraft: boolean;
                        vatRate: number;
                        lowStockThreshold: number;
                        /** @enum {string|null} */
                        stockAlert: "low" | "out" | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminProductsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    patchAdminProductsByIdDraft: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isDraft: boolean;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        handle: string;
                        description: string | null;
                        price: string;
                        compareAtPrice: string | null;
                        image: string | null;
                        images: {
                            url: string;
                            alt: string;
                        }[];
                        category: string | null;
                        sizes: string[];
                        inStock: number;
                        sortOrder: number;
                        isSubscription: boolean;
                        hasSubscription: boolean;
                        subscriptionPrice: string | null;
                        /** @enum {string|null} */
                        subscriptionInterval: "weekly" | "monthly" | "quarterly" | "yearly" | null;
                        subscriptionTrialDays: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        isDraft: boolean;
                        vatRate: number;
                        lowStockThreshold: number;
                        /** @enum {string|null} */
                        stockAlert: "low" | "out" | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminCategories: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        description: string | null;
                        createdAt: string;
                        productCount: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminCategories: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    translations?: {
                        [key: string]: {
                            name?: string | null;
                            description?: string | null;
                        };
                    };
                    tenantId?: number;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        description: string | null;
                        createdAt: string;
                        productCount: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminCategoriesById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    translations?: {
                        [key: string]: {
                            name?: string | null;
                            description?: string | null;
                        };
                    };
                    tenantId?: number;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        description: string | null;
                        createdAt: string;
                        productCount: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminCategoriesById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminVariants: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        description: string | null;
                        createdAt: string;
                        /** @enum {string} */
                        type: "size" | "color" | "material" | "style";
                        values: string[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminVariants: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "size" | "color" | "material" | "style";
                    values: string[];
                    description?: string | null;
                    tenantId?: number;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        description: string | null;
                        createdAt: string;
                        /** @enum {string} */
                        type: "size" | "color" | "material" | "style";
                        values: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminVariantsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "size" | "color" | "material" | "style";
                    values: string[];
                    description?: string | null;
                    tenantId?: number;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        description: string | null;
                        createdAt: string;
                        /** @enum {string} */
                        type: "size" | "color" | "material" | "style";
                        values: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminVariantsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProductsByProductIdVariants: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                productId: number;
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
                        id: number;
                        tenantId: number;
                        productId: number;
                        variantCombination: {
                            [key: string]: string;
                        };
                        price: string;
                        compareAtPrice: string | null;
                        stock: number;
                        lowStockThreshold: number;
                        sku: string | null;
                        isActive: boolean;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postProductsByProductIdVariants: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                productId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId?: number;
                    variantCombination: {
                        [key: string]: string;
                    };
                    price: string | number;
                    compareAtPrice?: (string | number) | null;
                    stock: string | number;
                    lowStockThreshold?: (string | number) | null;
                    sku?: string | null;
                    /** @default true */
                    isActive?: boolean;
                    tenantId?: number;
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
                        id: number;
                        tenantId: number;
                        productId: number;
                        variantCombination: {
                            [key: string]: string;
                        };
                        price: string;
                        compareAtPrice: string | null;
                        stock: number;
                        lowStockThreshold: number;
                        sku: string | null;
                        isActive: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putProductsByProductIdVariantsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                productId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId?: number;
                    variantCombination: {
                        [key: string]: string;
                    };
                    price: string | number;
                    compareAtPrice?: (string | number) | null;
                    stock: string | number;
                    lowStockThreshold?: (string | number) | null;
                    sku?: string | null;
                    /** @default true */
                    isActive?: boolean;
                    tenantId?: number;
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
                        id: number;
                        tenantId: number;
                        productId: number;
                        variantCombination: {
                            [key: string]: string;
                        };
                        price: string;
                        compareAtPrice: string | null;
                        stock: number;
                        lowStockThreshold: number;
                        sku: string | null;
                        isActive: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteProductsByProductIdVariantsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                productId: number;
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postUploadImageHyphenated: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        imageUrl: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postUploadImage: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        imageUrl: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getCmsContentByTenantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
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
                        id: number;
                        key: string;
                        type: string;
                        value: string;
                        description: string | null;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putCmsContentByKey: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    /** @enum {string} */
                    type: "text" | "html" | "url";
                    value: string;
                    description?: string | null;
                    translations?: {
                        [key: string]: {
                            value?: string | null;
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
                        id: number;
                        key: string;
                        type: string;
                        value: string;
                        description: string | null;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteCmsContentByKey: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                key: string;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminShippingOptions: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        description: string | null;
                        cost: string;
                        estimatedDays: number | null;
                        isActive: boolean;
                        sortOrder: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        zoneId: number | null;
                        /** @enum {string} */
                        rateKind: "flat" | "value" | "weight";
                        bands: {
                            upTo: string | null;
                            cost: string;
                        }[];
                        freeAbove: string | null;
                        currency: string;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminShippingOptions: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    cost: string | number;
                    estimatedDays?: (number | string) | null;
                    sortOrder?: (number | string) | null;
                    /** @default true */
                    isActive?: boolean;
                    translations?: {
                        [key: string]: {
                            name?: string | null;
                            description?: string | null;
                        };
                    };
                    tenantId?: number;
                    zoneId?: number | null;
                    /** @enum {string} */
                    rateKind?: "flat" | "value" | "weight";
                    bands?: {
                        upTo?: (number | string) | null;
                        cost: string | number;
                    }[];
                    freeAbove?: (string | number) | null;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        description: string | null;
                        cost: string;
                        estimatedDays: number | null;
                        isActive: boolean;
                        sortOrder: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        zoneId: number | null;
                        /** @enum {string} */
                        rateKind: "flat" | "value" | "weight";
                        bands: {
                            upTo: string | null;
                            cost: string;
                        }[];
                        freeAbove: string | null;
                        currency: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminShippingOptionsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    cost: string | number;
                    estimatedDays?: (number | string) | null;
                    sortOrder?: (number | string) | null;
                    /** @default true */
                    isActive?: boolean;
                    translations?: {
                        [key: string]: {
                            name?: string | null;
                            description?: string | null;
                        };
                    };
                    tenantId?: number;
                    zoneId?: number | null;
                    /** @enum {string} */
                    rateKind?: "flat" | "value" | "weight";
                    bands?: {
                        upTo?: (number | string) | null;
                        cost: string | number;
                    }[];
                    freeAbove?: (string | number) | null;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        description: string | null;
                        cost: string;
                        estimatedDays: number | null;
                        isActive: boolean;
                        sortOrder: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        zoneId: number | null;
                        /** @enum {string} */
                        rateKind: "flat" | "value" | "weight";
                        bands: {
                            upTo: string | null;
                            cost: string;
                        }[];
                        freeAbove: string | null;
                        currency: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminShippingOptionsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminShippingZones: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        id: number;
                        name: string;
                        countries: string[];
                        isDefault: boolean;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminShippingZones: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    countries: string[];
                    tenantId?: number;
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
                        id: number;
                        name: string;
                        countries: string[];
                        isDefault: boolean;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminShippingZonesById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    countries: string[];
                    tenantId?: number;
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
                        id: number;
                        name: string;
                        countries: string[];
                        isDefault: boolean;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminShippingZonesById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminDiscounts: {
        parameters: {
            query?: {
                tenantId?: number;
                search?: string;
                status?: ("active" | "scheduled" | "expired" | "disabled" | "used_up") | "";
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
                        discounts: {
                            id: number;
                            code: string;
                            /** @enum {string} */
                            type: "percentage" | "fixed_amount" | "free_shipping";
                            value: number | string;
                            minSubtotal: string | null;
                            startsAt: string | null;
                            endsAt: string | null;
                            usageLimit: number | null;
                            usageLimitPerCustomer: number | null;
                            /** @enum {string} */
                            appliesTo: "order" | "products" | "categories";
                            productIds: number[];
                            categories: string[];
                            isActive: boolean;
                            usedCount: number;
                            /** @enum {string} */
                            status: "active" | "scheduled" | "expired" | "disabled" | "used_up";
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminDiscounts: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    type: "percentage" | "fixed_amount" | "free_shipping";
                    value?: (number | string) | null;
                    minSubtotal?: (string | number) | null;
                    startsAt: string | null;
                    endsAt: string | null;
                    usageLimit: number | null;
                    usageLimitPerCustomer: number | null;
                    /**
                     * @default order
                     * @enum {string}
                     */
                    appliesTo?: "order" | "products" | "categories";
                    /** @default [] */
                    productIds?: number[];
                    /** @default [] */
                    categories?: string[];
                    /** @default true */
                    isActive?: boolean;
                    tenantId?: number;
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
                        id: number;
                        code: string;
                        /** @enum {string} */
                        type: "percentage" | "fixed_amount" | "free_shipping";
                        value: number | string;
                        minSubtotal: string | null;
                        startsAt: string | null;
                        endsAt: string | null;
                        usageLimit: number | null;
                        usageLimitPerCustomer: number | null;
                        /** @enum {string} */
                        appliesTo: "order" | "products" | "categories";
                        productIds: number[];
                        categories: string[];
                        isActive: boolean;
                        usedCount: number;
                        /** @enum {string} */
                        status: "active" | "scheduled" | "expired" | "disabled" | "used_up";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminDiscountsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    type: "percentage" | "fixed_amount" | "free_shipping";
                    value?: (number | string) | null;
                    minSubtotal?: (string | number) | null;
                    startsAt: string | null;
                    endsAt: string | null;
                    usageLimit: number | null;
                    usageLimitPerCustomer: number | null;
                    /**
                     * @default order
                     * @enum {string}
                     */
                    appliesTo?: "order" | "products" | "categories";
                    /** @default [] */
                    productIds?: number[];
                    /** @default [] */
                    categories?: string[];
                    /** @default true */
                    isActive?: boolean;
                    tenantId?: number;
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
                        id: number;
                        code: string;
                        /** @enum {string} */
                        type: "percentage" | "fixed_amount" | "free_shipping";
                        value: number | string;
                        minSubtotal: string | null;
                        startsAt: string | null;
                        endsAt: string | null;
                        usageLimit: number | null;
                        usageLimitPerCustomer: number | null;
                        /** @enum {string} */
                        appliesTo: "order" | "products" | "categories";
                        productIds: number[];
                        categories: string[];
                        isActive: boolean;
                        usedCount: number;
                        /** @enum {string} */
                        status: "active" | "scheduled" | "expired" | "disabled" | "used_up";
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminDiscountsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    patchTenantByIdColorTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    colorTemplate: "default" | "emerald" | "purple" | "orange" | "rose" | "slate" | "dark" | "bronze";
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
                        id: number;
                        colorTemplate: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getRobotsTxt: {
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
                    "text/plain": string;
                };
            };
        };
    };
    getSitemapXml: {
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
                    "application/xml": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSBySlugSitemapXml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
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
                    "application/xml": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getStoreByTenantIdSitemapXml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
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
                    "application/xml": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postCheckoutByPaymentIntentIdDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentIntentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderData: {
                        customerEmail: string;
                        customerName: string;
                        shippingAddress: string;
                        firstName?: string;
                        lastName?: string;
                        address?: string;
                        city?: string;
                        zipCode?: string;
                        country?: string;
                        state?: string | null;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postConfirmPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentIntentId: string;
                    orderData: {
                        customerEmail: string;
                        customerName: string;
                        shippingAddress: string;
                        firstName?: string;
                        lastName?: string;
                        address?: string;
                        city?: string;
                        zipCode?: string;
                        country?: string;
                        state?: string | null;
                        status?: string;
                        tenantId?: number;
                        shippingMethod?: string;
                        shippingCost?: number | string;
                    };
                    items?: unknown[];
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
                        /** @enum {boolean} */
                        success: true;
                        orderId: number;
                        orderNumber?: number;
                        newCustomer: boolean;
                        confirmationToken?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                        productId?: number;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrderConfirmationByOrderId: {
        parameters: {
            query: {
                tenantId: number;
                token?: string;
            };
            header?: never;
            path: {
                orderId: number;
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
                        id: number;
                        tenantId: number;
                        createdAt: string;
                        status: string;
                        total: string;
                        subtotal: string;
                        shippingCost: string;
                        shippingMethod: string | null;
                        customerName: string;
                        customerEmail: string;
                        shippingAddress: string | null;
                        manualStatusOverride: boolean;
                        items: {
                            productId: number | null;
                            name: string;
                            quantity: number;
                            price: string;
                            selectedVariants: {
                                [key: string]: string;
                            };
                            variantString: string;
                            vatRate: number;
                            vat: string;
                        }[];
                        vat: string;
                        shippingVat: string;
                        shippingVatRate: number;
                        pricesIncludeVat: boolean;
                        invoiceNumber: number | null;
                        discountCode: string | null;
                        discount: string;
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "paid" | "partially_paid" | "partially_refunded" | "refunded" | "voided";
                        /** @enum {string} */
                        fulfillmentStatus: "unfulfilled" | "partially_fulfilled" | "fulfilled" | "partially_returned" | "returned";
                        orderNumber: number | null;
                        amountDue: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postSandboxPaymentIntentsByIdConfirm: {
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
                    clientSecret: string;
                    cardNumber: string;
                    expMonth: number;
                    expYear: number;
                    cvc: string;
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
                        /** @enum {string} */
                        status: "succeeded";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postWebhooksStripeByTenantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
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
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postWebhooksSumupByTenantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: number;
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
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getTenantPaymentSettings: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        tenantId: number;
                        /** @enum {string} */
                        primaryPaymentGateway: "stripe" | "sumup";
                        paymentMethodsEnabled: string[];
                        stripePublicKey: string | null;
                        stripeSecretKeyMasked: string | null;
                        stripeWebhookSecretMasked: string | null;
                        sumupApiKeyMasked: string | null;
                        sumupMerchantCode: string | null;
                        status: {
                            /** @enum {string} */
                            overall: "Connected" | "Setup Required";
                            stripe: {
                                connected: boolean;
                                /** @enum {string} */
                                label: "Connected" | "Not Setup";
                            };
                            sumup: {
                                connected: boolean;
                                /** @enum {string} */
                                label: "Connected" | "Not Setup";
                            };
                            readyForPayments: boolean;
                        };
                        warnings: string[];
                        sandboxActive: boolean;
                        webhookUrls: {
                            stripe: string;
                            sumup: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putTenantPaymentSettings: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stripePublicKey?: string | null;
                    stripeSecretKey?: string | null;
                    stripeWebhookSecret?: string | null;
                    paymentMethodsEnabled?: string[];
                    sumupApiKey?: string | null;
                    sumupMerchantCode?: string | null;
                    /** @enum {string} */
                    primaryPaymentGateway?: "stripe" | "sumup";
                    tenantId?: number;
                    currentPassword?: string;
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
                        tenantId: number;
                        /** @enum {string} */
                        primaryPaymentGateway: "stripe" | "sumup";
                        paymentMethodsEnabled: string[];
                        stripePublicKey: string | null;
                        stripeSecretKeyMasked: string | null;
                        stripeWebhookSecretMasked: string | null;
                        sumupApiKeyMasked: string | null;
                        sumupMerchantCode: string | null;
                        status: {
                            /** @enum {string} */
                            overall: "Connected" | "Setup Required";
                            stripe: {
                                connected: boolean;
                                /** @enum {string} */
                                label: "Connected" | "Not Setup";
                            };
                            sumup: {
                                connected: boolean;
                                /** @enum {string} */
                                label: "Connected" | "Not Setup";
                            };
                            readyForPayments: boolean;
                        };
                        warnings: string[];
                        sandboxActive: boolean;
                        webhookUrls: {
                            stripe: string;
                            sumup: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminTenantsByIdPaymentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stripePublicKey?: string | null;
                    stripeSecretKey?: string | null;
                    stripeWebhookSecret?: string | null;
                    paymentMethodsEnabled?: string[];
                    sumupApiKey?: string | null;
                    sumupMerchantCode?: string | null;
                    /** @enum {string} */
                    primaryPaymentGateway?: "stripe" | "sumup";
                    tenantId?: number;
                    currentPassword?: string;
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
                        tenantId: number;
                        /** @enum {string} */
                        primaryPaymentGateway: "stripe" | "sumup";
                        paymentMethodsEnabled: string[];
                        stripePublicKey: string | null;
                        stripeSecretKeyMasked: string | null;
                        stripeWebhookSecretMasked: string | null;
                        sumupApiKeyMasked: string | null;
                        sumupMerchantCode: string | null;
                        status: {
                            /** @enum {string} */
                            overall: "Connected" | "Setup Required";
                            stripe: {
                                connected: boolean;
                                /** @enum {string} */
                                label: "Connected" | "Not Setup";
                            };
                            sumup: {
                                connected: boolean;
                                /** @enum {string} */
                                label: "Connected" | "Not Setup";
                            };
                            readyForPayments: boolean;
                        };
                        warnings: string[];
                        sandboxActive: boolean;
                        webhookUrls: {
                            stripe: string;
                            sumup: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminOrders: {
        parameters: {
            query?: {
                tenantId?: number;
                status?: string;
                /** @description Matches where a word starts in the customer name or e-mail, ignoring case ("hopper", "example.com"; not "opper"), or an order number ("123", "#123") */
                search?: string;
                limit?: number;
                offset?: number;
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
                        id: number;
                        tenantId: number;
                        createdAt: string;
                        status: string;
                        total: string;
                        subtotal: string;
                        shippingCost: string;
                        shippingMethod: string | null;
                        customerName: string;
                        customerEmail: string;
                        shippingAddress: string | null;
                        manualStatusOverride: boolean;
                        items: {
                            productId: number | null;
                            name: string;
                            quantity: number;
                            price: string;
                            selectedVariants: {
                                [key: string]: string;
                            };
                            variantString: string;
                            vatRate: number;
                            vat: string;
                        }[];
                        vat: string;
                        shippingVat: string;
                        shippingVatRate: number;
                        pricesIncludeVat: boolean;
                        invoiceNumber: number | null;
                        discountCode: string | null;
                        discount: string;
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "paid" | "partially_paid" | "partially_refunded" | "refunded" | "voided";
                        /** @enum {string} */
                        fulfillmentStatus: "unfulfilled" | "partially_fulfilled" | "fulfilled" | "partially_returned" | "returned";
                        orderNumber: number | null;
                        amountDue: string;
                        tenantName: string;
                        tenantSlug: string;
                        refunded: string;
                        paymentProvider: string | null;
                        stripePaymentIntentId: string | null;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminOrdersCsv: {
        parameters: {
            query?: {
                tenantId?: number;
                status?: string;
                /** @description Matches where a word starts in the customer name or e-mail, ignoring case ("hopper", "example.com"; not "opper"), or an order number ("123", "#123") */
                search?: string;
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
                content?: never;
            };
        };
    };
    putAdminOrdersByIdStatus: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending" | "confirmed" | "shipped" | "delivered" | "cancelled" | "paid" | "refunded" | "partially_refunded" | "disputed";
                    reason?: string;
                    confirmBackward?: boolean;
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
                        id: number;
                        tenantId: number;
                        createdAt: string;
                        status: string;
                        total: string;
                        subtotal: string;
                        shippingCost: string;
                        shippingMethod: string | null;
                        customerName: string;
                        customerEmail: string;
                        shippingAddress: string | null;
                        manualStatusOverride: boolean;
                        items: {
                            productId: number | null;
                            name: string;
                            quantity: number;
                            price: string;
                            selectedVariants: {
                                [key: string]: string;
                            };
                            variantString: string;
                            vatRate: number;
                            vat: string;
                        }[];
                        vat: string;
                        shippingVat: string;
                        shippingVatRate: number;
                        pricesIncludeVat: boolean;
                        invoiceNumber: number | null;
                        discountCode: string | null;
                        discount: string;
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "paid" | "partially_paid" | "partially_refunded" | "refunded" | "voided";
                        /** @enum {string} */
                        fulfillmentStatus: "unfulfilled" | "partially_fulfilled" | "fulfilled" | "partially_returned" | "returned";
                        orderNumber: number | null;
                        amountDue: string;
                        tenantName: string;
                        tenantSlug: string;
                        refunded: string;
                        paymentProvider: string | null;
                        stripePaymentIntentId: string | null;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putOrdersByIdStatus: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending" | "confirmed" | "processing" | "shipped" | "delivered";
                    reason?: string;
                    confirmBackward?: boolean;
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
                        id: number;
                        tenantId: number;
                        createdAt: string;
                        status: string;
                        total: string;
                        subtotal: string;
                        shippingCost: string;
                        shippingMethod: string | null;
                        customerName: string;
                        customerEmail: string;
                        shippingAddress: string | null;
                        manualStatusOverride: boolean;
                        items: {
                            productId: number | null;
                            name: string;
                            quantity: number;
                            price: string;
                            selectedVariants: {
                                [key: string]: string;
                            };
                            variantString: string;
                            vatRate: number;
                            vat: string;
                        }[];
                        vat: string;
                        shippingVat: string;
                        shippingVatRate: number;
                        pricesIncludeVat: boolean;
                        invoiceNumber: number | null;
                        discountCode: string | null;
                        discount: string;
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "paid" | "partially_paid" | "partially_refunded" | "refunded" | "voided";
                        /** @enum {string} */
                        fulfillmentStatus: "unfulfilled" | "partially_fulfilled" | "fulfilled" | "partially_returned" | "returned";
                        orderNumber: number | null;
                        amountDue: string;
                        tenantName: string;
                        tenantSlug: string;
                        refunded: string;
                        paymentProvider: string | null;
                        stripePaymentIntentId: string | null;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrdersStats: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        totalOrders: number;
                        totalRevenue: string;
                        pendingOrders: number;
                        shippedOrders: number;
                        byStatus: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminOrdersByIdFulfilments: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenantId?: number;
                    /** @enum {string} */
                    carrier: "royal_mail" | "dpd" | "evri" | "ups" | "dhl" | "other";
                    trackingNumber: string;
                    trackingUrl?: string | null;
                    /** @default true */
                    notifyCustomer?: boolean;
                    lines?: {
                        orderItemId: number;
                        quantity: number;
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
                        orderId: number;
                        status: string;
                        fulfilments: {
                            id: number;
                            carrier: string;
                            carrierName: string;
                            trackingNumber: string;
                            trackingUrl: string | null;
                            notifiedCustomer: boolean;
                            shippedAt: string;
                            deliveredAt: string | null;
                            lines: {
                                orderItemId: number;
                                productName: string;
                                quantity: number;
                            }[];
                        }[];
                        shippingLines: {
                            orderItemId: number;
                            productName: string;
                            variantString: string | null;
                            quantity: number;
                            shippedQuantity: number;
                            remainingQuantity: number;
                        }[];
                        events: {
                            id: number;
                            /** @enum {string} */
                            kind: "placed" | "paid" | "status_changed" | "refunded" | "fulfilled" | "delivered" | "email_sent" | "email_failed" | "note" | "return" | "edited" | "payment_link";
                            /** @enum {string} */
                            source: "staff" | "provider" | "customer" | "system";
                            actorName: string | null;
                            message: string;
                            data: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminOrdersByIdDelivery: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenantId?: number;
                    /** @default true */
                    notifyCustomer?: boolean;
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
                        orderId: number;
                        status: string;
                        fulfilments: {
                            id: number;
                            carrier: string;
                            carrierName: string;
                            trackingNumber: string;
                            trackingUrl: string | null;
                            notifiedCustomer: boolean;
                            shippedAt: string;
                            deliveredAt: string | null;
                            lines: {
                                orderItemId: number;
                                productName: string;
                                quantity: number;
                            }[];
                        }[];
                        shippingLines: {
                            orderItemId: number;
                            productName: string;
                            variantString: string | null;
                            quantity: number;
                            shippedQuantity: number;
                            remainingQuantity: number;
                        }[];
                        events: {
                            id: number;
                            /** @enum {string} */
                            kind: "placed" | "paid" | "status_changed" | "refunded" | "fulfilled" | "delivered" | "email_sent" | "email_failed" | "note" | "return" | "edited" | "payment_link";
                            /** @enum {string} */
                            source: "staff" | "provider" | "customer" | "system";
                            actorName: string | null;
                            message: string;
                            data: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminOrdersByIdFulfilmentsByFulfilmentIdDelivery: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
                fulfilmentId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenantId?: number;
                    /** @default true */
                    notifyCustomer?: boolean;
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
                        orderId: number;
                        status: string;
                        fulfilments: {
                            id: number;
                            carrier: string;
                            carrierName: string;
                            trackingNumber: string;
                            trackingUrl: string | null;
                            notifiedCustomer: boolean;
                            shippedAt: string;
                            deliveredAt: string | null;
                            lines: {
                                orderItemId: number;
                                productName: string;
                                quantity: number;
                            }[];
                        }[];
                        shippingLines: {
                            orderItemId: number;
                            productName: string;
                            variantString: string | null;
                            quantity: number;
                            shippedQuantity: number;
                            remainingQuantity: number;
                        }[];
                        events: {
                            id: number;
                            /** @enum {string} */
                            kind: "placed" | "paid" | "status_changed" | "refunded" | "fulfilled" | "delivered" | "email_sent" | "email_failed" | "note" | "return" | "edited" | "payment_link";
                            /** @enum {string} */
                            source: "staff" | "provider" | "customer" | "system";
                            actorName: string | null;
                            message: string;
                            data: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminOrdersByIdTimeline: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        orderId: number;
                        status: string;
                        fulfilments: {
                            id: number;
                            carrier: string;
                            carrierName: string;
                            trackingNumber: string;
                            trackingUrl: string | null;
                            notifiedCustomer: boolean;
                            shippedAt: string;
                            deliveredAt: string | null;
                            lines: {
                                orderItemId: number;
                                productName: string;
                                quantity: number;
                            }[];
                        }[];
                        shippingLines: {
                            orderItemId: number;
                            productName: string;
                            variantString: string | null;
                            quantity: number;
                            shippedQuantity: number;
                            remainingQuantity: number;
                        }[];
                        events: {
                            id: number;
                            /** @enum {string} */
                            kind: "placed" | "paid" | "status_changed" | "refunded" | "fulfilled" | "delivered" | "email_sent" | "email_failed" | "note" | "return" | "edited" | "payment_link";
                            /** @enum {string} */
                            source: "staff" | "provider" | "customer" | "system";
                            actorName: string | null;
                            message: string;
                            data: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminOrdersByIdNotes: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenantId?: number;
                    note: string;
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
                        orderId: number;
                        status: string;
                        fulfilments: {
                            id: number;
                            carrier: string;
                            carrierName: string;
                            trackingNumber: string;
                            trackingUrl: string | null;
                            notifiedCustomer: boolean;
                            shippedAt: string;
                            deliveredAt: string | null;
                            lines: {
                                orderItemId: number;
                                productName: string;
                                quantity: number;
                            }[];
                        }[];
                        shippingLines: {
                            orderItemId: number;
                            productName: string;
                            variantString: string | null;
                            quantity: number;
                            shippedQuantity: number;
                            remainingQuantity: number;
                        }[];
                        events: {
                            id: number;
                            /** @enum {string} */
                            kind: "placed" | "paid" | "status_changed" | "refunded" | "fulfilled" | "delivered" | "email_sent" | "email_failed" | "note" | "return" | "edited" | "payment_link";
                            /** @enum {string} */
                            source: "staff" | "provider" | "customer" | "system";
                            actorName: string | null;
                            message: string;
                            data: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminCustomers: {
        parameters: {
            query?: {
                tenantId?: number;
                search?: string;
                limit?: number;
                offset?: number;
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
                        id: string;
                        name: string;
                        email: string;
                        ordersCount: number;
                        totalSpent: string;
                        lastOrderAt: string;
                        /** @enum {string} */
                        accountStatus: "Account" | "Invited" | "Guest";
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminCustomersExport: {
        parameters: {
            query?: {
                tenantId?: number;
                search?: string;
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
                content?: never;
            };
        };
    };
    getAdminCustomersById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
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
                        id: string;
                        name: string;
                        email: string;
                        ordersCount: number;
                        totalSpent: string;
                        lastOrderAt: string;
                        /** @enum {string} */
                        accountStatus: "Account" | "Invited" | "Guest";
                        orders: {
                            id: number;
                            orderNumber: number;
                            createdAt: string;
                            status: string;
                            total: string;
                            refunded: string;
                            itemCount: number;
                        }[];
                        addresses: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminTeam: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        members: {
                            userId: number;
                            username: string;
                            email: string | null;
                            role: string;
                            permissions: string[];
                            joinedAt: string | null;
                        }[];
                        invitations: {
                            id: number;
                            email: string;
                            role: string;
                            permissions: string[];
                            invitedAt: string;
                            expiresAt: string;
                            expired: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminTeam: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "owner" | "admin" | "staff";
                    /** @default [] */
                    permissions?: ("products" | "orders" | "customers" | "content" | "settings" | "analytics")[];
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
                        id: number;
                        email: string;
                        role: string;
                        permissions: string[];
                        invitedAt: string;
                        expiresAt: string;
                        expired: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminTeamByUserId: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "admin" | "staff";
                    /** @default [] */
                    permissions?: ("products" | "orders" | "customers" | "content" | "settings" | "analytics")[];
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
                        userId: number;
                        username: string;
                        email: string | null;
                        role: string;
                        permissions: string[];
                        joinedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminTeamByUserId: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                userId: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminTeamInvitationsByIdResend: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        email: string;
                        role: string;
                        permissions: string[];
                        invitedAt: string;
                        expiresAt: string;
                        expired: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminTeamInvitationsById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postTeamInvitationsLookup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
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
                        storeName: string;
                        email: string;
                        role: string;
                        accountExists: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postTeamInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password?: string;
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
                        storeName: string;
                        username: string;
                        signedIn: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminApiKeys: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        keys: {
                            id: number;
                            name: string;
                            scopes: string[];
                            prefix: string;
                            createdAt: string;
                            createdBy: string | null;
                            expiresAt: string | null;
                            revokedAt: string | null;
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminApiKeys: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: string[];
                    /** Format: date-time */
                    expiresAt?: string | null;
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
                        id: number;
                        name: string;
                        scopes: string[];
                        prefix: string;
                        createdAt: string;
                        createdBy: string | null;
                        expiresAt: string | null;
                        revokedAt: string | null;
                        lastUsedAt: string | null;
                        lastUsedIp: string | null;
                        key: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminApiKeysById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminStorefrontKeys: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        keys: {
                            id: number;
                            name: string;
                            key: string;
                            allowedOrigins: string[];
                            createdAt: string;
                            createdBy: string | null;
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminStorefrontKeys: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default [] */
                    allowedOrigins?: string[];
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
                        id: number;
                        name: string;
                        key: string;
                        allowedOrigins: string[];
                        createdAt: string;
                        createdBy: string | null;
                        revokedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminStorefrontKeysById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrdersByIdInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminOrdersByIdInvoicePdf: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrdersByIdCreditNotesByCreditNoteIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                creditNoteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminOrdersByIdCreditNotesByCreditNoteIdPdf: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
                creditNoteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminVatSettings: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        pricesIncludeVat: boolean;
                        vatNumber: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminVatSettings: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pricesIncludeVat: boolean;
                    vatNumber?: string | null;
                    tenantId?: number;
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
                        pricesIncludeVat: boolean;
                        vatNumber: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminStoreLanguages: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        /** @enum {string} */
                        defaultLanguage: "en" | "de" | "fr" | "es" | "nl" | "it";
                        languages: ("en" | "de" | "fr" | "es" | "nl" | "it")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminStoreLanguages: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    defaultLanguage: "en" | "de" | "fr" | "es" | "nl" | "it";
                    languages: ("en" | "de" | "fr" | "es" | "nl" | "it")[];
                    tenantId?: number;
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
                        /** @enum {string} */
                        defaultLanguage: "en" | "de" | "fr" | "es" | "nl" | "it";
                        languages: ("en" | "de" | "fr" | "es" | "nl" | "it")[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminOrdersByIdRefunds: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        orderId: number;
                        status: string;
                        paid: string;
                        refunded: string;
                        remaining: string;
                        refundable: boolean;
                        lines: {
                            orderItemId: number;
                            name: string;
                            variantString: string;
                            quantity: number;
                            refundedQuantity: number;
                            unitPrice: string;
                        }[];
                        refunds: {
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            amount: string;
                            restock: boolean;
                            reason: string | null;
                            failureMessage: string | null;
                            actorName: string | null;
                            createdAt: string;
                            lines: {
                                orderItemId: number;
                                name: string;
                                quantity: number;
                                amount: string;
                            }[];
                        }[];
                        currency: string;
                        shipping: {
                            paid: string;
                            refunded: boolean;
                        };
                        creditNotes: {
                            id: number;
                            refundId: number;
                            number: string;
                            invoiceNumber: number | null;
                            amount: string;
                            vat: string;
                            currency: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminOrdersByIdRefunds: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header: {
                "idempotency-key": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    lines?: {
                        orderItemId: number;
                        quantity: number;
                    }[];
                    amount?: (string | number) | null;
                    /** @default false */
                    restock?: boolean;
                    /** @default false */
                    shipping?: boolean;
                    reason?: string;
                    tenantId?: number;
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
                        refund: {
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            amount: string;
                            restock: boolean;
                            reason: string | null;
                            failureMessage: string | null;
                            actorName: string | null;
                            createdAt: string;
                            lines: {
                                orderItemId: number;
                                name: string;
                                quantity: number;
                                amount: string;
                            }[];
                        };
                        summary: {
                            orderId: number;
                            status: string;
                            paid: string;
                            refunded: string;
                            remaining: string;
                            refundable: boolean;
                            lines: {
                                orderItemId: number;
                                name: string;
                                variantString: string;
                                quantity: number;
                                refundedQuantity: number;
                                unitPrice: string;
                            }[];
                            refunds: {
                                id: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                amount: string;
                                restock: boolean;
                                reason: string | null;
                                failureMessage: string | null;
                                actorName: string | null;
                                createdAt: string;
                                lines: {
                                    orderItemId: number;
                                    name: string;
                                    quantity: number;
                                    amount: string;
                                }[];
                            }[];
                            currency: string;
                            shipping: {
                                paid: string;
                                refunded: boolean;
                            };
                            creditNotes: {
                                id: number;
                                refundId: number;
                                number: string;
                                invoiceNumber: number | null;
                                amount: string;
                                vat: string;
                                currency: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refund: {
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            amount: string;
                            restock: boolean;
                            reason: string | null;
                            failureMessage: string | null;
                            actorName: string | null;
                            createdAt: string;
                            lines: {
                                orderItemId: number;
                                name: string;
                                quantity: number;
                                amount: string;
                            }[];
                        };
                        summary: {
                            orderId: number;
                            status: string;
                            paid: string;
                            refunded: string;
                            remaining: string;
                            refundable: boolean;
                            lines: {
                                orderItemId: number;
                                name: string;
                                variantString: string;
                                quantity: number;
                                refundedQuantity: number;
                                unitPrice: string;
                            }[];
                            refunds: {
                                id: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                amount: string;
                                restock: boolean;
                                reason: string | null;
                                failureMessage: string | null;
                                actorName: string | null;
                                createdAt: string;
                                lines: {
                                    orderItemId: number;
                                    name: string;
                                    quantity: number;
                                    amount: string;
                                }[];
                            }[];
                            currency: string;
                            shipping: {
                                paid: string;
                                refunded: boolean;
                            };
                            creditNotes: {
                                id: number;
                                refundId: number;
                                number: string;
                                invoiceNumber: number | null;
                                amount: string;
                                vat: string;
                                currency: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminOrdersByIdRefundsPreview: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    lines?: {
                        orderItemId: number;
                        quantity: number;
                    }[];
                    amount?: (string | number) | null;
                    /** @default false */
                    restock?: boolean;
                    /** @default false */
                    shipping?: boolean;
                    reason?: string;
                    tenantId?: number;
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
                        currency: string;
                        lines: {
                            orderItemId: number;
                            name: string;
                            variantString: string;
                            unitPrice: string;
                            quantity: number;
                            discount: string;
                            amount: string;
                        }[];
                        shipping: string | null;
                        extraAmount: string;
                        amount: string;
                        remainingAfter: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminOrdersByIdCancel: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
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
                        id: number;
                        tenantId: number;
                        createdAt: string;
                        status: string;
                        total: string;
                        subtotal: string;
                        shippingCost: string;
                        shippingMethod: string | null;
                        customerName: string;
                        customerEmail: string;
                        shippingAddress: string | null;
                        manualStatusOverride: boolean;
                        items: {
                            productId: number | null;
                            name: string;
                            quantity: number;
                            price: string;
                            selectedVariants: {
                                [key: string]: string;
                            };
                            variantString: string;
                            vatRate: number;
                            vat: string;
                        }[];
                        vat: string;
                        shippingVat: string;
                        shippingVatRate: number;
                        pricesIncludeVat: boolean;
                        invoiceNumber: number | null;
                        discountCode: string | null;
                        discount: string;
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "paid" | "partially_paid" | "partially_refunded" | "refunded" | "voided";
                        /** @enum {string} */
                        fulfillmentStatus: "unfulfilled" | "partially_fulfilled" | "fulfilled" | "partially_returned" | "returned";
                        orderNumber: number | null;
                        amountDue: string;
                        tenantName: string;
                        tenantSlug: string;
                        refunded: string;
                        paymentProvider: string | null;
                        stripePaymentIntentId: string | null;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminOrdersByIdEdits: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    add?: {
                        productId: number;
                        variantId?: number;
                        quantity: number;
                    }[];
                    /** @default [] */
                    change?: {
                        orderItemId: number;
                        quantity: number;
                    }[];
                    /** @default false */
                    preview?: boolean;
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
                        order: {
                            id: number;
                            tenantId: number;
                            createdAt: string;
                            status: string;
                            total: string;
                            subtotal: string;
                            shippingCost: string;
                            shippingMethod: string | null;
                            customerName: string;
                            customerEmail: string;
                            shippingAddress: string | null;
                            manualStatusOverride: boolean;
                            items: {
                                productId: number | null;
                                name: string;
                                quantity: number;
                                price: string;
                                selectedVariants: {
                                    [key: string]: string;
                                };
                                variantString: string;
                                vatRate: number;
                                vat: string;
                            }[];
                            vat: string;
                            shippingVat: string;
                            shippingVatRate: number;
                            pricesIncludeVat: boolean;
                            invoiceNumber: number | null;
                            discountCode: string | null;
                            discount: string;
                            /** @enum {string} */
                            paymentStatus: "pending" | "authorized" | "paid" | "partially_paid" | "partially_refunded" | "refunded" | "voided";
                            /** @enum {string} */
                            fulfillmentStatus: "unfulfilled" | "partially_fulfilled" | "fulfilled" | "partially_returned" | "returned";
                            orderNumber: number | null;
                            amountDue: string;
                            tenantName: string;
                            tenantSlug: string;
                            refunded: string;
                            paymentProvider: string | null;
                            stripePaymentIntentId: string | null;
                            updatedAt: string;
                        };
                        lines: {
                            orderItemId: number;
                            productId: number | null;
                            name: string;
                            variantString: string;
                            quantity: number;
                            unitPrice: string;
                        }[];
                        currency: string;
                        previousTotal: string;
                        newTotal: string;
                        difference: string;
                        refunded: string;
                        amountDue: string;
                        applied: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminOrdersByIdPaymentLink: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        /** @enum {boolean} */
                        sent: true;
                        to: string;
                        amountDue: string;
                        currency: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrdersPayByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        tenantId: number;
                        storeName: string;
                        orderNumber: number;
                        customerName: string;
                        customerEmail: string;
                        shippingAddress: string;
                        amount: string;
                        currency: string;
                        /** @enum {string} */
                        status: "open" | "paid" | "expired";
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postOrdersPayByTokenPaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        clientSecret: string;
                        paymentIntentId: string;
                        amount: string;
                        currency: string;
                        /** @enum {string} */
                        provider: "sandbox" | "stripe" | "sumup";
                        subtotal: string;
                        shipping: string;
                        shippingMethod: string;
                        priceChanged: boolean;
                        vat: string;
                        pricesIncludeVat: boolean;
                        lines: {
                            productId: number;
                            name: string;
                            quantity: number;
                            unitPrice: string;
                            lineTotal: string;
                            variantString: string;
                            /** @enum {string} */
                            purchaseType: "one-off" | "subscription";
                            subscription?: {
                                /** @enum {string} */
                                interval: "weekly" | "monthly" | "quarterly" | "yearly";
                                trialDays: number;
                                price: string;
                            };
                        }[];
                        /** @description The code applied and what it took off. amount (the total charged) = subtotal + shipping − discount.amount (+ vat when prices exclude VAT); a free-shipping code takes off the shipping, others never touch it. */
                        discount: {
                            code: string;
                            amount: string;
                        } | null;
                        returnUrl: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrdersByIdReturns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        orderId: number;
                        windowDays: number;
                        deadline: string | null;
                        refusal: string | null;
                        policy: string;
                        lines: {
                            orderItemId: number;
                            name: string;
                            variantString: string;
                            quantity: number;
                            returnable: number;
                            selectedVariants: {
                                [key: string]: string;
                            };
                            exchangeOptions: {
                                name: string;
                                values: string[];
                            }[];
                        }[];
                        returns: {
                            id: number;
                            orderId: number;
                            orderNumber: number;
                            /** @enum {string} */
                            status: "requested" | "approved" | "declined" | "received" | "refunded" | "exchanged";
                            reason: string;
                            declineReason: string | null;
                            customerName: string;
                            customerEmail: string;
                            currency: string;
                            lines: {
                                orderItemId: number;
                                name: string;
                                variantString: string;
                                quantity: number;
                                unitPrice: string;
                                restockedQuantity: number;
                                exchange: {
                                    variantString: string;
                                    unitPrice: string;
                                } | null;
                            }[];
                            itemsTotal: string;
                            exchangeDifference: string;
                            refunded: string;
                            amountDue: string;
                            createdAt: string;
                            approvedAt: string | null;
                            receivedAt: string | null;
                            closedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postOrdersByIdReturns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        orderItemId: number;
                        quantity: number;
                    }[];
                    reason: string;
                    /** @default [] */
                    exchange?: {
                        orderItemId: number;
                        variants: {
                            [key: string]: string;
                        };
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
                        id: number;
                        orderId: number;
                        orderNumber: number;
                        /** @enum {string} */
                        status: "requested" | "approved" | "declined" | "received" | "refunded" | "exchanged";
                        reason: string;
                        declineReason: string | null;
                        customerName: string;
                        customerEmail: string;
                        currency: string;
                        lines: {
                            orderItemId: number;
                            name: string;
                            variantString: string;
                            quantity: number;
                            unitPrice: string;
                            restockedQuantity: number;
                            exchange: {
                                variantString: string;
                                unitPrice: string;
                            } | null;
                        }[];
                        itemsTotal: string;
                        exchangeDifference: string;
                        refunded: string;
                        amountDue: string;
                        createdAt: string;
                        approvedAt: string | null;
                        receivedAt: string | null;
                        closedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminReturns: {
        parameters: {
            query?: {
                tenantId?: number;
                status?: "requested" | "approved" | "declined" | "received" | "refunded" | "exchanged";
                orderId?: number;
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
                        returns: {
                            id: number;
                            orderId: number;
                            orderNumber: number;
                            /** @enum {string} */
                            status: "requested" | "approved" | "declined" | "received" | "refunded" | "exchanged";
                            reason: string;
                            declineReason: string | null;
                            customerName: string;
                            customerEmail: string;
                            currency: string;
                            lines: {
                                orderItemId: number;
                                name: string;
                                variantString: string;
                                quantity: number;
                                unitPrice: string;
                                restockedQuantity: number;
                                exchange: {
                                    variantString: string;
                                    unitPrice: string;
                                } | null;
                            }[];
                            itemsTotal: string;
                            exchangeDifference: string;
                            refunded: string;
                            amountDue: string;
                            createdAt: string;
                            approvedAt: string | null;
                            receivedAt: string | null;
                            closedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminReturnsByIdApprove: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        orderId: number;
                        orderNumber: number;
                        /** @enum {string} */
                        status: "requested" | "approved" | "declined" | "received" | "refunded" | "exchanged";
                        reason: string;
                        declineReason: string | null;
                        customerName: string;
                        customerEmail: string;
                        currency: string;
                        lines: {
                            orderItemId: number;
                            name: string;
                            variantString: string;
                            quantity: number;
                            unitPrice: string;
                            restockedQuantity: number;
                            exchange: {
                                variantString: string;
                                unitPrice: string;
                            } | null;
                        }[];
                        itemsTotal: string;
                        exchangeDifference: string;
                        refunded: string;
                        amountDue: string;
                        createdAt: string;
                        approvedAt: string | null;
                        receivedAt: string | null;
                        closedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminReturnsByIdDecline: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        orderId: number;
                        orderNumber: number;
                        /** @enum {string} */
                        status: "requested" | "approved" | "declined" | "received" | "refunded" | "exchanged";
                        reason: string;
                        declineReason: string | null;
                        customerName: string;
                        customerEmail: string;
                        currency: string;
                        lines: {
                            orderItemId: number;
                            name: string;
                            variantString: string;
                            quantity: number;
                            unitPrice: string;
                            restockedQuantity: number;
                            exchange: {
                                variantString: string;
                                unitPrice: string;
                            } | null;
                        }[];
                        itemsTotal: string;
                        exchangeDifference: string;
                        refunded: string;
                        amountDue: string;
                        createdAt: string;
                        approvedAt: string | null;
                        receivedAt: string | null;
                        closedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminReturnsByIdReceive: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    restockOrderItemIds?: number[];
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
                        id: number;
                        orderId: number;
                        orderNumber: number;
                        /** @enum {string} */
                        status: "requested" | "approved" | "declined" | "received" | "refunded" | "exchanged";
                        reason: string;
                        declineReason: string | null;
                        customerName: string;
                        customerEmail: string;
                        currency: string;
                        lines: {
                            orderItemId: number;
                            name: string;
                            variantString: string;
                            quantity: number;
                            unitPrice: string;
                            restockedQuantity: number;
                            exchange: {
                                variantString: string;
                                unitPrice: string;
                            } | null;
                        }[];
                        itemsTotal: string;
                        exchangeDifference: string;
                        refunded: string;
                        amountDue: string;
                        createdAt: string;
                        approvedAt: string | null;
                        receivedAt: string | null;
                        closedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminReturnsByIdRefund: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        orderId: number;
                        orderNumber: number;
                        /** @enum {string} */
                        status: "requested" | "approved" | "declined" | "received" | "refunded" | "exchanged";
                        reason: string;
                        declineReason: string | null;
                        customerName: string;
                        customerEmail: string;
                        currency: string;
                        lines: {
                            orderItemId: number;
                            name: string;
                            variantString: string;
                            quantity: number;
                            unitPrice: string;
                            restockedQuantity: number;
                            exchange: {
                                variantString: string;
                                unitPrice: string;
                            } | null;
                        }[];
                        itemsTotal: string;
                        exchangeDifference: string;
                        refunded: string;
                        amountDue: string;
                        createdAt: string;
                        approvedAt: string | null;
                        receivedAt: string | null;
                        closedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminDraftOrders: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        draftOrders: {
                            id: number;
                            customerEmail: string;
                            customerName: string;
                            shippingAddress: string;
                            lines: {
                                productId: number | null;
                                variantId: number | null;
                                name: string;
                                variantString: string;
                                quantity: number;
                                unitPrice: string;
                                lineTotal: string;
                            }[];
                            subtotal: string;
                            discount: string;
                            discountPercent: string | null;
                            shipping: string;
                            shippingMethod: string;
                            vat: string;
                            pricesIncludeVat: boolean;
                            total: string;
                            currency: string;
                            /** @enum {string} */
                            status: "open" | "invoiced" | "paid" | "expired";
                            expiresAt: string;
                            invoiceSentAt: string | null;
                            orderId: number | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminDraftOrders: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenantId?: number;
                    customerEmail: string;
                    customerName: string;
                    shippingAddress: string;
                    lines: {
                        productId?: number | null;
                        variantId?: number | null;
                        name?: string | null;
                        quantity: number;
                        price?: (string | number) | null;
                    }[];
                    discount?: (string | number) | null;
                    discountPercent?: (string | number) | null;
                    shipping?: (string | number) | null;
                    shippingMethod?: string | null;
                    expiresAt?: string | null;
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
                        id: number;
                        customerEmail: string;
                        customerName: string;
                        shippingAddress: string;
                        lines: {
                            productId: number | null;
                            variantId: number | null;
                            name: string;
                            variantString: string;
                            quantity: number;
                            unitPrice: string;
                            lineTotal: string;
                        }[];
                        subtotal: string;
                        discount: string;
                        discountPercent: string | null;
                        shipping: string;
                        shippingMethod: string;
                        vat: string;
                        pricesIncludeVat: boolean;
                        total: string;
                        currency: string;
                        /** @enum {string} */
                        status: "open" | "invoiced" | "paid" | "expired";
                        expiresAt: string;
                        invoiceSentAt: string | null;
                        orderId: number | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminDraftOrdersById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenantId?: number;
                    customerEmail: string;
                    customerName: string;
                    shippingAddress: string;
                    lines: {
                        productId?: number | null;
                        variantId?: number | null;
                        name?: string | null;
                        quantity: number;
                        price?: (string | number) | null;
                    }[];
                    discount?: (string | number) | null;
                    discountPercent?: (string | number) | null;
                    shipping?: (string | number) | null;
                    shippingMethod?: string | null;
                    expiresAt?: string | null;
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
                        id: number;
                        customerEmail: string;
                        customerName: string;
                        shippingAddress: string;
                        lines: {
                            productId: number | null;
                            variantId: number | null;
                            name: string;
                            variantString: string;
                            quantity: number;
                            unitPrice: string;
                            lineTotal: string;
                        }[];
                        subtotal: string;
                        discount: string;
                        discountPercent: string | null;
                        shipping: string;
                        shippingMethod: string;
                        vat: string;
                        pricesIncludeVat: boolean;
                        total: string;
                        currency: string;
                        /** @enum {string} */
                        status: "open" | "invoiced" | "paid" | "expired";
                        expiresAt: string;
                        invoiceSentAt: string | null;
                        orderId: number | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminDraftOrdersById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminDraftOrdersByIdSendInvoice: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        /** @enum {boolean} */
                        sent: true;
                        to: string;
                        draftOrder: {
                            id: number;
                            customerEmail: string;
                            customerName: string;
                            shippingAddress: string;
                            lines: {
                                productId: number | null;
                                variantId: number | null;
                                name: string;
                                variantString: string;
                                quantity: number;
                                unitPrice: string;
                                lineTotal: string;
                            }[];
                            subtotal: string;
                            discount: string;
                            discountPercent: string | null;
                            shipping: string;
                            shippingMethod: string;
                            vat: string;
                            pricesIncludeVat: boolean;
                            total: string;
                            currency: string;
                            /** @enum {string} */
                            status: "open" | "invoiced" | "paid" | "expired";
                            expiresAt: string;
                            invoiceSentAt: string | null;
                            orderId: number | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getDraftOrdersPayByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        tenantId: number;
                        storeName: string;
                        customerName: string;
                        customerEmail: string;
                        shippingAddress: string;
                        lines: {
                            productId: number | null;
                            variantId: number | null;
                            name: string;
                            variantString: string;
                            quantity: number;
                            unitPrice: string;
                            lineTotal: string;
                        }[];
                        subtotal: string;
                        discount: string;
                        discountPercent: string | null;
                        shipping: string;
                        shippingMethod: string;
                        vat: string;
                        pricesIncludeVat: boolean;
                        total: string;
                        currency: string;
                        /** @enum {string} */
                        status: "open" | "invoiced" | "paid" | "expired";
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postDraftOrdersPayByTokenPaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
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
                        clientSecret: string;
                        paymentIntentId: string;
                        amount: string;
                        currency: string;
                        /** @enum {string} */
                        provider: "sandbox" | "stripe" | "sumup";
                        subtotal: string;
                        shipping: string;
                        shippingMethod: string;
                        priceChanged: boolean;
                        vat: string;
                        pricesIncludeVat: boolean;
                        lines: {
                            productId: number;
                            name: string;
                            quantity: number;
                            unitPrice: string;
                            lineTotal: string;
                            variantString: string;
                            /** @enum {string} */
                            purchaseType: "one-off" | "subscription";
                            subscription?: {
                                /** @enum {string} */
                                interval: "weekly" | "monthly" | "quarterly" | "yearly";
                                trialDays: number;
                                price: string;
                            };
                        }[];
                        /** @description The code applied and what it took off. amount (the total charged) = subtotal + shipping − discount.amount (+ vat when prices exclude VAT); a free-shipping code takes off the shipping, others never touch it. */
                        discount: {
                            code: string;
                            amount: string;
                        } | null;
                        returnUrl: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProductsSubscriptions: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        handle: string;
                        description: string | null;
                        price: string;
                        compareAtPrice: string | null;
                        image: string | null;
                        images: {
                            url: string;
                            alt: string;
                        }[];
                        category: string | null;
                        sizes: string[];
                        inStock: number;
                        sortOrder: number;
                        isSubscription: boolean;
                        hasSubscription: boolean;
                        subscriptionPrice: string | null;
                        /** @enum {string|null} */
                        subscriptionInterval: "weekly" | "monthly" | "quarterly" | "yearly" | null;
                        subscriptionTrialDays: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        isDraft: boolean;
                        vatRate: number;
                        lowStockThreshold: number;
                        /** @enum {string|null} */
                        stockAlert: "low" | "out" | null;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    patchProductsByProductIdConvertToSubscription: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                productId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
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
                        id: number;
                        tenantId: number;
                        name: string;
                        handle: string;
                        description: string | null;
                        price: string;
                        compareAtPrice: string | null;
                        image: string | null;
                        images: {
                            url: string;
                            alt: string;
                        }[];
                        category: string | null;
                        sizes: string[];
                        inStock: number;
                        sortOrder: number;
                        isSubscription: boolean;
                        hasSubscription: boolean;
                        subscriptionPrice: string | null;
                        /** @enum {string|null} */
                        subscriptionInterval: "weekly" | "monthly" | "quarterly" | "yearly" | null;
                        subscriptionTrialDays: number;
                        translations: {
                            [key: string]: {
                                [key: string]: string | {
                                    [key: string]: string;
                                };
                            };
                        };
                        isDraft: boolean;
                        vatRate: number;
                        lowStockThreshold: number;
                        /** @enum {string|null} */
                        stockAlert: "low" | "out" | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProductSubscriptions: {
        parameters: {
            query?: {
                tenantId?: number;
                limit?: number;
                offset?: number;
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
                        id: number;
                        tenantId: number;
                        productId: number;
                        productName: string;
                        customerEmail: string;
                        customerName: string | null;
                        /** @enum {string} */
                        status: "active" | "paused" | "past_due" | "cancelled";
                        amount: string;
                        /** @enum {string} */
                        interval: "weekly" | "monthly" | "quarterly" | "yearly";
                        quantity: number;
                        variantString: string;
                        startDate: string;
                        nextBillingDate: string | null;
                        canceledAt: string | null;
                        failedAttempts: number;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProductSubscriptionsStats: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        subscriptionProducts: number;
                        activeSubscriptions: number;
                        monthlyRevenue: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postProductSubscriptionsByIdRenewNow: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        /** @enum {string} */
                        outcome: "renewed" | "retry" | "failed" | "skipped";
                        orderId: number | null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postProductSubscriptionsByIdByAction: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
                action: "pause" | "resume" | "cancel";
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
                        id: number;
                        tenantId: number;
                        productId: number;
                        productName: string;
                        customerEmail: string;
                        customerName: string | null;
                        /** @enum {string} */
                        status: "active" | "paused" | "past_due" | "cancelled";
                        amount: string;
                        /** @enum {string} */
                        interval: "weekly" | "monthly" | "quarterly" | "yearly";
                        quantity: number;
                        variantString: string;
                        startDate: string;
                        nextBillingDate: string | null;
                        canceledAt: string | null;
                        failedAttempts: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAccountSubscriptions: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        id: number;
                        tenantId: number;
                        productId: number;
                        productName: string;
                        customerEmail: string;
                        customerName: string | null;
                        /** @enum {string} */
                        status: "active" | "paused" | "past_due" | "cancelled";
                        amount: string;
                        /** @enum {string} */
                        interval: "weekly" | "monthly" | "quarterly" | "yearly";
                        quantity: number;
                        variantString: string;
                        startDate: string;
                        nextBillingDate: string | null;
                        canceledAt: string | null;
                        failedAttempts: number;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAccountSubscriptionsByIdByAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                action: "pause" | "resume" | "cancel";
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
                        id: number;
                        tenantId: number;
                        productId: number;
                        productName: string;
                        customerEmail: string;
                        customerName: string | null;
                        /** @enum {string} */
                        status: "active" | "paused" | "past_due" | "cancelled";
                        amount: string;
                        /** @enum {string} */
                        interval: "weekly" | "monthly" | "quarterly" | "yearly";
                        quantity: number;
                        variantString: string;
                        startDate: string;
                        nextBillingDate: string | null;
                        canceledAt: string | null;
                        failedAttempts: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAccountAddresses: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        id: number;
                        firstName: string;
                        lastName: string;
                        address: string;
                        city: string;
                        zipCode: string;
                        country: string;
                        state: string | null;
                        isDefault: boolean;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAccountAddresses: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    address: string;
                    city: string;
                    zipCode: string;
                    country?: string;
                    state?: string | null;
                    isDefault?: boolean;
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
                        id: number;
                        firstName: string;
                        lastName: string;
                        address: string;
                        city: string;
                        zipCode: string;
                        country: string;
                        state: string | null;
                        isDefault: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAccountAddressesById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    address: string;
                    city: string;
                    zipCode: string;
                    country?: string;
                    state?: string | null;
                    isDefault?: boolean;
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
                        id: number;
                        firstName: string;
                        lastName: string;
                        address: string;
                        city: string;
                        zipCode: string;
                        country: string;
                        state: string | null;
                        isDefault: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAccountAddressesById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getOrders: {
        parameters: {
            query?: {
                mine?: boolean | ("0" | "1" | "true" | "false");
                tenantId?: number;
                limit?: number;
                offset?: number;
                status?: string;
                /** @description Matches where a word starts in the customer name or e-mail, ignoring case ("hopper", "example.com"; not "opper"), or an order number ("123", "#123") */
                search?: string;
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
                        id: number;
                        tenantId: number;
                        createdAt: string;
                        status: string;
                        total: string;
                        subtotal: string;
                        shippingCost: string;
                        shippingMethod: string | null;
                        customerName: string;
                        customerEmail: string;
                        shippingAddress: string | null;
                        manualStatusOverride: boolean;
                        items: {
                            productId: number | null;
                            name: string;
                            quantity: number;
                            price: string;
                            selectedVariants: {
                                [key: string]: string;
                            };
                            variantString: string;
                            vatRate: number;
                            vat: string;
                        }[];
                        vat: string;
                        shippingVat: string;
                        shippingVatRate: number;
                        pricesIncludeVat: boolean;
                        invoiceNumber: number | null;
                        discountCode: string | null;
                        discount: string;
                        /** @enum {string} */
                        paymentStatus: "pending" | "authorized" | "paid" | "partially_paid" | "partially_refunded" | "refunded" | "voided";
                        /** @enum {string} */
                        fulfillmentStatus: "unfulfilled" | "partially_fulfilled" | "fulfilled" | "partially_returned" | "returned";
                        orderNumber: number | null;
                        amountDue: string;
                        fulfilments: {
                            id: number;
                            carrier: string;
                            carrierName: string;
                            trackingNumber: string;
                            trackingUrl: string | null;
                            notifiedCustomer: boolean;
                            shippedAt: string;
                            deliveredAt: string | null;
                            lines: {
                                orderItemId: number;
                                productName: string;
                                quantity: number;
                            }[];
                        }[];
                        shippingLines: {
                            orderItemId: number;
                            productName: string;
                            variantString: string | null;
                            quantity: number;
                            shippedQuantity: number;
                            remainingQuantity: number;
                        }[];
                        returns: {
                            id: number;
                            orderId: number;
                            orderNumber: number;
                            /** @enum {string} */
                            status: "requested" | "approved" | "declined" | "received" | "refunded" | "exchanged";
                            reason: string;
                            declineReason: string | null;
                            customerName: string;
                            customerEmail: string;
                            currency: string;
                            lines: {
                                orderItemId: number;
                                name: string;
                                variantString: string;
                                quantity: number;
                                unitPrice: string;
                                restockedQuantity: number;
                                exchange: {
                                    variantString: string;
                                    unitPrice: string;
                                } | null;
                            }[];
                            itemsTotal: string;
                            exchangeDifference: string;
                            refunded: string;
                            amountDue: string;
                            createdAt: string;
                            approvedAt: string | null;
                            receivedAt: string | null;
                            closedAt: string | null;
                        }[];
                        returnWindow: {
                            windowDays: number;
                            deadline: string | null;
                            refusal: string | null;
                            canReturn: boolean;
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAccountOrderRefunds: {
        parameters: {
            query: {
                orderIds: string;
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
                        id: number;
                        orderId: number;
                        amount: string;
                        currency: string;
                        createdAt: string;
                        creditNote: {
                            id: number;
                            number: string;
                        } | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminEmailSettings: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emailStoreName: string;
                    emailFromAddress: string;
                    emailSupportAddress: string;
                    emailProcessingTime: string;
                    emailBrandColor: string;
                    emailLogoUrl?: string | null;
                    emailCustomMessage?: string | null;
                    tenantId?: number;
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
                        tenantId: number;
                        emailStoreName: string;
                        emailFromAddress: string;
                        emailSupportAddress: string;
                        emailProcessingTime: string;
                        emailBrandColor: string;
                        emailLogoUrl: string | null;
                        emailCustomMessage: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminTestEmail: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        /** @enum {boolean} */
                        success: true;
                        to: string;
                        /** @enum {string} */
                        status: "sent" | "outbox";
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminEmails: {
        parameters: {
            query?: {
                tenantId?: number;
                limit?: number;
                offset?: number;
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
                        id: number;
                        to: string;
                        subject: string;
                        status: string;
                        error: string | null;
                        createdAt: string;
                        sentAt: string | null;
                        html: string;
                        text: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getDevMailbox: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
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
                        id: number;
                        tenantId: number;
                        storeName: string;
                        to: string;
                        subject: string;
                        status: string;
                        createdAt: string;
                        text: string | null;
                        html: string;
                        links: string[];
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminAnalyticsSales: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tenantId?: number;
                interval?: "day" | "week" | "month";
                compare?: "previous" | "none";
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
                        currency: string;
                        timeZone: string;
                        from: string;
                        to: string;
                        /** @enum {string} */
                        interval: "day" | "week" | "month";
                        totals: {
                            orders: number;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            grossSales: string;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            discounts: string;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            refunds: string;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            netSales: string;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            tax: string;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            shipping: string;
                            units: number;
                            refundCount: number;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            averageOrderValue: string;
                            newCustomerOrders: number;
                            returningCustomerOrders: number;
                            returningCustomerRate: number;
                        };
                        series: {
                            date: string;
                            orders: number;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            netSales: string;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            grossSales: string;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            refunds: string;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            averageOrderValue: string;
                            returningCustomerRate: number;
                        }[];
                        previous: {
                            from: string;
                            to: string;
                            totals: {
                                orders: number;
                                /** @description A decimal amount in the currency, e.g. "12.50" */
                                grossSales: string;
                                /** @description A decimal amount in the currency, e.g. "12.50" */
                                discounts: string;
                                /** @description A decimal amount in the currency, e.g. "12.50" */
                                refunds: string;
                                /** @description A decimal amount in the currency, e.g. "12.50" */
                                netSales: string;
                                /** @description A decimal amount in the currency, e.g. "12.50" */
                                tax: string;
                                /** @description A decimal amount in the currency, e.g. "12.50" */
                                shipping: string;
                                units: number;
                                refundCount: number;
                                /** @description A decimal amount in the currency, e.g. "12.50" */
                                averageOrderValue: string;
                                newCustomerOrders: number;
                                returningCustomerOrders: number;
                                returningCustomerRate: number;
                            };
                            series: {
                                date: string;
                                orders: number;
                                /** @description A decimal amount in the currency, e.g. "12.50" */
                                netSales: string;
                                /** @description A decimal amount in the currency, e.g. "12.50" */
                                grossSales: string;
                                /** @description A decimal amount in the currency, e.g. "12.50" */
                                refunds: string;
                                /** @description A decimal amount in the currency, e.g. "12.50" */
                                averageOrderValue: string;
                                returningCustomerRate: number;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminAnalyticsProducts: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tenantId?: number;
                limit?: number;
                sort?: "netSales" | "units";
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
                        currency: string;
                        timeZone: string;
                        from: string;
                        to: string;
                        products: {
                            productId: number | null;
                            name: string;
                            units: number;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            netSales: string;
                        }[];
                        categories: {
                            category: string;
                            units: number;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            netSales: string;
                        }[];
                        discountCodes: {
                            code: string;
                            orders: number;
                            /** @description A decimal amount in the currency, e.g. "12.50" */
                            discounts: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminAnalyticsSalesCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tenantId?: number;
                interval?: "day" | "week" | "month";
                compare?: "previous" | "none";
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
                content?: never;
            };
        };
    };
    getAdminAnalyticsProductsCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tenantId?: number;
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
                content?: never;
            };
        };
    };
    getAdminAnalyticsCategoriesCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tenantId?: number;
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
                content?: never;
            };
        };
    };
    getAdminAnalyticsDiscountsCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tenantId?: number;
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
                content?: never;
            };
        };
    };
    getAdminStoreTimeZone: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        timeZone: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminStoreTimeZone: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeZone: string;
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
                        timeZone: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminDashboardStats: {
        parameters: {
            query?: {
                range?: "7d" | "30d" | "90d";
                tenantId?: number;
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
                        /** @enum {string} */
                        range: "7d" | "30d" | "90d";
                        /** @enum {string} */
                        scope: "platform" | "store";
                        tenantId: number | null;
                        totalTenants: number | null;
                        totalOrders: number;
                        totalRevenue: string;
                        activeProducts: number;
                        pendingOrders: number;
                        revenueByDay: {
                            date: string;
                            revenue: string;
                            orders: number;
                        }[];
                        recentActivity: {
                            id: string;
                            description: string;
                            timestamp: string;
                            tenantName?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postEvents: {
        parameters: {
            query?: {
                tenantId?: number;
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "session" | "product_view" | "add_to_cart" | "checkout_started";
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminAnalyticsFunnel: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tenantId?: number;
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
                        sessions: number;
                        productViews: number;
                        addToCart: number;
                        checkoutsStarted: number;
                        orders: number;
                        from: string;
                        to: string;
                        conversionRate: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminAnalyticsFunnelCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tenantId?: number;
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
                content?: never;
            };
        };
    };
    getAdminAuditLog: {
        parameters: {
            query?: {
                tenantId?: number;
                platform?: "true" | "false";
                member?: string;
                entity?: string;
                from?: string;
                to?: string;
                limit?: number;
                offset?: number;
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
                        id: number;
                        tenantId: number | null;
                        actorUserId: number | null;
                        actorName: string;
                        /** @enum {string} */
                        action: "create" | "update" | "delete" | "other";
                        entityType: string;
                        entityId: string | null;
                        route: string;
                        before: {
                            [key: string]: unknown;
                        } | null;
                        after: {
                            [key: string]: unknown;
                        } | null;
                        createdAt: string;
                        description: {
                            actor: string;
                            verb: string;
                            subject: string;
                            link: string | null;
                            sentence: string;
                            changes: {
                                field: string;
                                before: string | null;
                                after: string | null;
                            }[];
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminWebhooks: {
        parameters: {
            query?: {
                tenantId?: number;
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
                        endpoints: {
                            id: number;
                            url: string;
                            events: string[];
                            enabled: boolean;
                            disabledReason: string | null;
                            failingSince: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminWebhooks: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: string[];
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
                        id: number;
                        url: string;
                        events: string[];
                        enabled: boolean;
                        disabledReason: string | null;
                        failingSince: string | null;
                        createdAt: string;
                        secret: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAdminWebhooksById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: string[];
                    enabled?: boolean;
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
                        id: number;
                        url: string;
                        events: string[];
                        enabled: boolean;
                        disabledReason: string | null;
                        failingSince: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAdminWebhooksById: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminWebhooksByIdDeliveries: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        deliveries: {
                            id: number;
                            eventId: string;
                            eventType: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            attempts: number;
                            nextAttemptAt: string | null;
                            lastAttemptAt: string | null;
                            responseStatus: number | null;
                            responseBody: string | null;
                            durationMs: number | null;
                            error: string | null;
                            createdAt: string;
                            deliveredAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAdminWebhooksDeliveriesByIdResend: {
        parameters: {
            query?: {
                tenantId?: number;
            };
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        eventId: string;
                        eventType: string;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        attempts: number;
                        nextAttemptAt: string | null;
                        lastAttemptAt: string | null;
                        responseStatus: number | null;
                        responseBody: string | null;
                        durationMs: number | null;
                        error: string | null;
                        createdAt: string;
                        deliveredAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
}
