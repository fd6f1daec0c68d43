/**
 * Several {@code kingme serve} nodes on one PostgreSQL database (docs/deploy.md): which node runs each game's
 * clock and AI ({@link dev.kingme.app.cluster.Leases}). The database's own statements are in
 * {@code dev.kingme.app.store} ({@code LeaseStore}, {@code GameNotices}); the hub follows their word.
 */
package dev.kingme.app.cluster;
