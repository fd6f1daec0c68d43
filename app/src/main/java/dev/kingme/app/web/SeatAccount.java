package dev.kingme.app.web;

import dev.kingme.app.rating.Rating;

/**
 * The account a seat of a game belongs to: its id, its name, and its rating in the game's game and speed
 * class as the server last read it (shown beside the seat's name).
 */
record SeatAccount(long id, String name, Rating rating) {
}
