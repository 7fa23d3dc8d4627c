package preview

import (
	"net"
	"net/http"
	"sync"
)

// idleConns is the connections of a server that have sent no request
// yet. A browser opens some ahead of its requests, and net/http's
// Shutdown counts such a one as busy for its first 5 s, so that a
// preview asked to stop would wait for nothing: on shutdown they are
// closed at once.
type idleConns struct {
	mu    sync.Mutex
	conns map[net.Conn]bool
}

// track is the server's ConnState hook.
func (c *idleConns) track(conn net.Conn, st http.ConnState) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if st == http.StateNew {
		c.conns[conn] = true
	} else {
		delete(c.conns, conn)
	}
}

// close closes every connection that has sent no request.
func (c *idleConns) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for conn := range c.conns {
		conn.Close()
		delete(c.conns, conn)
	}
}
