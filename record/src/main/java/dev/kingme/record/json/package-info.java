/**
 * JSON text and plain Java values, both ways, by hand: a strict reader that keeps where each value starts
 * (so that every format's own checks say where a fault is), a writer, and typed reading of an object's
 * members. The codec's formats need no more than this, and no JSON library.
 */
package dev.kingme.record.json;
