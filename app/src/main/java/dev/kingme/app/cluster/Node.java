package dev.kingme.app.cluster;

/**
 * This server as one node of several on one PostgreSQL database ({@code kingme serve --node NAME}): its name,
 * unique among the nodes, and the database it shares with them (its own connection listens to the others' word).
 */
public record Node(String name, String url, String user, String password) {
    public Node {
        if (name == null || !name.matches("[A-Za-z0-9._-]{1,64}")) {
            throw new IllegalArgumentException("--node must be 1-64 letters, digits, '.', '_' or '-', not '" + name + "'");
        }
        if (url == null || !url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("--node " + name + ": several nodes share a PostgreSQL database;"
                    + " give it with --db jdbc:postgresql://HOST/DB (an H2 database belongs to one process)");
        }
    }

    @Override
    public String toString() {
        return "node " + name;  // never the password
    }
}
