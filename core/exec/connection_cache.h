// One thread's cached read-only connections, one per database file: the
// executor's and schema linking's. At most kCapacity are kept (the least
// recently used is closed beyond that), and a cached connection is reused
// only while its file keeps its identity (device, inode, size, mtime),
// compared at most once per `recheck` (zero: before every use), because
// immutable=1 would serve a replaced file's stale pages.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>

#include "core/exec/readonly_connection.h"

namespace sqlscope::exec {

// `Connection` has the members `FileIdentity identity`,
// `std::chrono::steady_clock::time_point identityChecked` and `uint64_t lastUse`.
template <typename Connection>
class ConnectionCache {
public:
    using Clock = std::chrono::steady_clock;
    static constexpr size_t kCapacity = 64;

    struct Lookup {
        Connection* connection = nullptr;  // the cached connection, still good to use
        // Otherwise: the file's state, and its identity when it is a file
        // (for the connection the caller opens and insert()s).
        DatabaseFileState state = DatabaseFileState::File;
        FileIdentity identity;
    };

    Lookup find(const std::string& path) {
        Lookup lookup;
        auto it = connections_.find(path);
        const Clock::time_point now = Clock::now();
        if (it != connections_.end() && recheck > Clock::duration::zero() &&
            now - it->second->identityChecked < recheck) {
            lookup.connection = use(*it->second);
            return lookup;
        }
        lookup.state = statDatabaseFile(path, lookup.identity);
        if (it == connections_.end()) return lookup;
        if (lookup.state == DatabaseFileState::File && it->second->identity == lookup.identity) {
            it->second->identityChecked = now;
            lookup.connection = use(*it->second);
            return lookup;
        }
        connections_.erase(it);  // gone, or replaced
        return lookup;
    }

    // Keeps `connection`, opened on the file `find` described.
    Connection* insert(const std::string& path, const FileIdentity& identity,
                       std::unique_ptr<Connection> connection) {
        if (connections_.size() >= kCapacity) {
            auto oldest = std::min_element(
                connections_.begin(), connections_.end(),
                [](const auto& a, const auto& b) { return a.second->lastUse < b.second->lastUse; });
            connections_.erase(oldest);
        }
        connection->identity = identity;
        connection->identityChecked = Clock::now();
        Connection* raw = use(*connection);
        connections_[path] = std::move(connection);
        return raw;
    }

    void clear() { connections_.clear(); }

    Clock::duration recheck{0};

private:
    Connection* use(Connection& connection) {
        connection.lastUse = ++useCounter_;
        return &connection;
    }

    std::unordered_map<std::string, std::unique_ptr<Connection>> connections_;
    uint64_t useCounter_ = 0;
};

}  // namespace sqlscope::exec
